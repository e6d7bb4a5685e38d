package pipeline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzLoad checks that any YAML file either loads into a valid
// configuration or is an error naming the file (or the key at fault).
func FuzzLoad(f *testing.F) {
	for _, s := range []string{
		"dir: runs/x\ncorpus:\n  sentences: s.txt\ngenerator:\n  kind: access\n  model: m\n",
		"dir: runs/x\nno_such_key: 1\n", "corpus: [unclosed\n", "", "dir: [1, 2]\n", "generator:\n  kind: t5\n",
		"dir: x\ncorpus:\n  inputs: [a.xml]\n  limit: -1\ngenerator:\n  model: m\n", "\xff\n", "dir: &a x\nseed: *a\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, yaml string) {
		path := filepath.Join(t.TempDir(), "p.yaml")
		if err := os.WriteFile(path, []byte(yaml), 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := Load(path)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "pipeline config") {
				t.Fatalf("error %q does not say it is about the pipeline config", err)
			}
			return
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("Load accepted an invalid config: %v", err)
		}
	})
}
