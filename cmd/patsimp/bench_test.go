package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestBenchSmoke runs every workload with the tiniest shapes and checks that
// the JSON report has every field and that the measured values are positive.
// It asserts no timings.
func TestBenchSmoke(t *testing.T) {
	code, out, errOut := runCLI(t, "", "bench", "--quick", "--config", "tiny", "--reps", "2",
		"--batch", "2", "--beams", "2", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep struct {
		Impl    string           `json:"impl"`
		Backend string           `json:"backend"`
		Threads float64          `json:"threads"`
		Results []map[string]any `json:"results"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("report is not JSON: %v\n%s", err, out)
	}
	if rep.Impl != "patsimp" || rep.Backend == "" || rep.Threads < 1 {
		t.Errorf("report header: %+v", rep)
	}
	positive := []string{"batch", "reps", "compile_s", "setup_s", "tokens_per_rep", "sentences_per_rep",
		"tokens_per_s", "sentences_per_s", "peak_rss_bytes"}
	model := []string{"params", "src_len", "tgt_len", "flops_per_token", "achieved_flops", "matmul_flops", "flops_utilization"}
	seen := map[string]bool{}
	for _, r := range rep.Results {
		name, _ := r["workload"].(string)
		seen[name] = true
		keys := positive
		switch name {
		case "train", "simplify", "paraphrase":
			keys = append(append([]string(nil), positive...), model...)
		case "tokenize", "eval":
			keys = append(append([]string(nil), positive...), "check")
		}
		for _, k := range keys {
			if v, ok := r[k].(float64); !ok || v <= 0 {
				t.Errorf("%s: %s = %v, want a positive number", name, k, r[k])
			}
		}
		secs, _ := r["seconds"].(map[string]any)
		for _, k := range []string{"median", "min", "max", "q1", "q3"} {
			if v, ok := secs[k].(float64); !ok || v <= 0 {
				t.Errorf("%s: seconds.%s = %v, want a positive number", name, k, secs[k])
			}
		}
	}
	for _, w := range []string{"tokenize", "eval", "simplify", "paraphrase", "train"} {
		if !seen[w] {
			t.Errorf("no result for %s", w)
		}
	}
}

func TestBenchUsageErrors(t *testing.T) {
	tests := []struct {
		args   []string
		errHas string
	}{
		{[]string{"--what", "fly"}, `unknown workload "fly"`},
		{[]string{"--config", "xl"}, `unknown config "xl"`},
		{[]string{"--dtype", "int8"}, `unknown dtype "int8"`},
		{[]string{"--compare", "/nonexistent/ref.json", "--what", "eval"}, "reading reference report"},
		{[]string{"extra"}, "unexpected arguments"},
	}
	for _, tc := range tests {
		code, _, errOut := runCLI(t, "", append([]string{"bench"}, tc.args...)...)
		if code == 0 || !strings.Contains(errOut, tc.errHas) {
			t.Errorf("%v: exit %d, stderr %q, want an error containing %q", tc.args, code, errOut, tc.errHas)
		}
	}
}
