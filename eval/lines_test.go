package eval

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestReadLineSet(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, content string
		want          []string // sorted set members
		err           string
	}{
		{"lines", "held out one\r\nheld out two  \nheld out one\n", []string{"held out one", "held out two"}, ""},
		{"empty line kept", "a\n\nb", []string{"", "a", "b"}, ""},
		{"binary", "a\x00b\n", nil, ".txt:1: binary data"},
	} {
		path := filepath.Join(dir, tc.name+".txt")
		if err := os.WriteFile(path, []byte(tc.content), 0o644); err != nil {
			t.Fatal(err)
		}
		set, err := ReadLineSet(path)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) || !strings.Contains(err.Error(), path) {
				t.Errorf("%s: err = %v, want one naming %s and %q", tc.name, err, path, tc.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := slices.Sorted(maps.Keys(set)); !slices.Equal(got, tc.want) {
			t.Errorf("%s: set %q, want %q", tc.name, got, tc.want)
		}
	}
	if set, err := ReadLineSet(""); set != nil || err != nil {
		t.Errorf("empty path: %v, %v; want nil, nil", set, err)
	}
}
