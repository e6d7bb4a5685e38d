package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestTrainDevicesFlag: --devices takes a count ≥ 0 or "all"; more devices
// than the backend has is a usage error (exit 2) before training starts
// (no checkpoint written).
func TestTrainDevicesFlag(t *testing.T) {
	td := filepath.Join("..", "..", "testdata", "access")
	for _, tc := range []struct {
		devices, want string
	}{
		{"-1", `--devices: "-1": want a number of devices ≥ 0 or all`},
		{"two", `--devices: "two"`},
		{"2", "--devices: train: 2 devices requested, but backend"},
	} {
		out := t.TempDir()
		code, _, errOut := runCLI(t, "", "train", "--train", filepath.Join(td, "sample"), "--valid", filepath.Join(td, "valid"),
			"--vocab", filepath.Join(td, "spm.model"), "--config", "tiny", "--features", "LengthRatio",
			"--out", out, "--backend", "go", "--devices", tc.devices)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("--devices %s: exit %d, stderr %q, want %q", tc.devices, code, errOut, tc.want)
		}
		if m, _ := filepath.Glob(filepath.Join(out, "*.safetensors")); len(m) > 0 {
			t.Errorf("--devices %s: wrote %v", tc.devices, m)
		}
	}
	for _, tc := range []struct {
		in   string
		want int
	}{{"0", 0}, {"all", 0}, {"1", 1}, {"4", 4}} {
		if n, err := parseDevices(tc.in); err != nil || n != tc.want {
			t.Errorf("parseDevices(%q) = %d, %v; want %d", tc.in, n, err, tc.want)
		}
	}
}
