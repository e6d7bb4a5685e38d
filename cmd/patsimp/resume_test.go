package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/internal/killtest"
	"github.com/patsimp/patsimp/train"
)

// killChildEnv holds the \x1f-separated patsimp arguments that
// TestKillChild runs in a child process of the kill tests.
const killChildEnv = "PATSIMP_KILL_CHILD"

// TestKillChild is the child process of the kill tests: it runs patsimp
// with the arguments in $PATSIMP_KILL_CHILD.
func TestKillChild(t *testing.T) {
	args := os.Getenv(killChildEnv)
	if args == "" {
		t.Skip("the child process of the kill tests")
	}
	os.Exit(runMain(strings.Split(args, "\x1f"), os.Stdin, io.Discard, io.Discard))
}

// startChild runs patsimp args in a child process (TestKillChild).
func startChild(t testing.TB, args ...string) *exec.Cmd {
	t.Helper()
	return killtest.Start(t, "TestKillChild", killChildEnv, strings.Join(args, "\x1f"))
}

// killWhen kills the child with SIGKILL as soon as ready reports enough
// progress, and reports whether the kill landed before the child ended.
func killWhen(t *testing.T, cmd *exec.Cmd, ready func() bool) bool {
	t.Helper()
	landed := killtest.KillWhen(t, cmd, 2*time.Minute, ready)
	if !landed {
		t.Logf("the child ended before the kill landed: %v", cmd.ProcessState)
	}
	return landed
}

// lineCount is the number of complete lines of path (0 if missing).
func lineCount(path string) int {
	b, _ := os.ReadFile(path)
	return bytes.Count(b, []byte("\n"))
}

// sameFiles fails unless a and b have the same, non-empty content.
func sameFiles(t *testing.T, a, b string) {
	t.Helper()
	x, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	y, err := os.ReadFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(x) == 0 || !bytes.Equal(x, y) {
		t.Errorf("%s (%d bytes) and %s (%d bytes) differ", a, len(x), b, len(y))
	}
}

// tinyTrainArgs trains a tiny ACCESS model on the bundled sample.
func tinyTrainArgs(dir string, more ...string) []string {
	return append([]string{"train",
		"--train", filepath.Join(accessTestdata, "sample"), "--valid", filepath.Join(accessTestdata, "valid"),
		"--out", dir, "--vocab", filepath.Join(accessTestdata, "spm.model"), "--config", "tiny",
		"--features", "LengthRatio,Levenshtein", "--max-tokens", "600", "--max-updates", "2",
		"--lr", "3e-3", "--warmup", "3", "--valid-sentences", "3", "--valid-beams", "1", "--log-every", "1", "--backend", "go"}, more...)
}

// tinyCheckpoint trains a tiny ACCESS checkpoint for the decoding tests.
func tinyCheckpoint(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "model")
	if code, _, errOut := runCLI(t, "", tinyTrainArgs(dir)...); code != 0 {
		t.Fatalf("train: exit %d: %s", code, errOut)
	}
	return dir
}

// sentencesFile writes the first n complex sentences of the bundled sample.
func sentencesFile(t *testing.T, n int) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(accessTestdata, "sample.complex"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(b), "\n")[:n]
	return writeLines(t, t.TempDir(), "in.txt", strings.Join(lines, ""))
}

// TestSimplifyKill: simplify --out killed with SIGKILL mid-run keeps the
// finished batches in OUT.partial; the rerun equals an uninterrupted run
// byte for byte; a rerun of the finished output does nothing; a second run
// on a locked output fails.
func TestSimplifyKill(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	ckpt := tinyCheckpoint(t)
	in := sentencesFile(t, 40)
	dir := t.TempDir()
	args := func(out string, more ...string) []string {
		return append([]string{"simplify", "--checkpoint", ckpt, "--in", in, "--out", out, "--beams", "2", "--batch", "1", "--backend", "go"}, more...)
	}
	full := filepath.Join(dir, "full.txt")
	if code, _, errOut := runCLI(t, "", args(full)...); code != 0 {
		t.Fatalf("uninterrupted run: exit %d: %s", code, errOut)
	}
	if n := lineCount(full); n != 40 {
		t.Fatalf("%d output lines for 40 sentences", n)
	}

	killed := filepath.Join(dir, "killed.txt")
	if killWhen(t, startChild(t, args(killed)...), func() bool { return lineCount(killed+".partial") >= 3 }) {
		if n := lineCount(killed + ".partial"); n < 3 || n >= 40 {
			t.Errorf("after the kill OUT.partial has %d lines", n)
		}
		if _, err := os.Stat(killed); err == nil {
			t.Errorf("OUT exists before the run finished")
		}
	}
	code, _, errOut := runCLI(t, "", args(killed)...)
	if code != 0 {
		t.Fatalf("resumed run: exit %d: %s", code, errOut)
	}
	sameFiles(t, full, killed)
	if _, err := os.Stat(killed + ".partial"); !os.IsNotExist(err) {
		t.Errorf("OUT.partial left after success")
	}
	if code, _, errOut := runCLI(t, "", args(killed)...); code != 0 || !strings.Contains(errOut, "nothing to do") {
		t.Errorf("rerun of a finished output: exit %d: %s", code, errOut)
	}

	// Two runs on one output: the second fails and changes nothing.
	lock, err := jobfile.Lock(jobfile.LockPath(killed))
	if err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runCLI(t, "", args(killed, "--restart")...)
	lock.Close()
	if code != 1 || !strings.Contains(errOut, "another run is writing") {
		t.Errorf("locked output: exit %d: %s", code, errOut)
	}
	sameFiles(t, full, killed)
	// Output = input is refused; the input is intact.
	before, _ := os.ReadFile(in)
	if code, _, errOut := runCLI(t, "", args(in)...); code != 2 || !strings.Contains(errOut, "also an input") {
		t.Errorf("--out = --in: exit %d: %s", code, errOut)
	}
	if after, _ := os.ReadFile(in); !bytes.Equal(before, after) {
		t.Errorf("--out = --in changed the input")
	}
}

// TestSimplifyShardsMerge runs three shards of simplify as concurrent
// processes and merges them: the result equals a single run byte for byte.
// One shard killed and rerun gives the same merged output; merge refuses
// an incomplete or mixed set.
func TestSimplifyShardsMerge(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	ckpt := tinyCheckpoint(t)
	in := sentencesFile(t, 48) // 6 chunks of 8 sentences with --batch 1
	dir := t.TempDir()
	args := func(out string, more ...string) []string {
		return append([]string{"simplify", "--checkpoint", ckpt, "--in", in, "--out", out, "--beams", "1", "--batch", "1", "--backend", "go"}, more...)
	}
	full := filepath.Join(dir, "full.txt")
	if code, _, errOut := runCLI(t, "", args(full)...); code != 0 {
		t.Fatalf("single run: exit %d: %s", code, errOut)
	}
	shard := func(k int) string { return filepath.Join(dir, fmt.Sprintf("part-%d.txt", k)) }
	var cmds []*exec.Cmd
	for k := 1; k <= 3; k++ {
		cmds = append(cmds, startChild(t, args(shard(k), "--shard", fmt.Sprintf("%d/3", k))...))
	}
	for k, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("shard %d/3: %v", k+1, err)
		}
	}
	merged := filepath.Join(dir, "merged.txt")
	// Given out of order: merge orders by the recorded shard.
	if code, _, errOut := runCLI(t, "", "merge", "--out", merged, shard(3), shard(1), shard(2)); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errOut)
	}
	sameFiles(t, full, merged)

	// Kill shard 2 of a new set, rerun it, merge again.
	k2 := filepath.Join(dir, "again-2.txt")
	killWhen(t, startChild(t, args(k2, "--shard", "2/3")...), func() bool { return lineCount(k2+".partial") >= 2 })
	if code, _, errOut := runCLI(t, "", "merge", "--out", filepath.Join(dir, "m2.txt"), shard(1), k2, shard(3)); code != 2 || !strings.Contains(errOut, "not finished") {
		t.Errorf("merge with a killed shard: exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", args(k2, "--shard", "2/3")...); code != 0 {
		t.Fatalf("rerun of shard 2: exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "merge", "--out", filepath.Join(dir, "m2.txt"), shard(1), k2, shard(3)); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errOut)
	}
	sameFiles(t, full, filepath.Join(dir, "m2.txt"))

	// A shard of another setting, or a missing shard: refused.
	other := filepath.Join(dir, "other-2.txt")
	if code, _, errOut := runCLI(t, "", args(other, "--shard", "2/3", "--beams", "2")...); code != 0 {
		t.Fatalf("shard with --beams 2: exit %d: %s", code, errOut)
	}
	for _, tc := range []struct {
		shards []string
		want   string
	}{
		{[]string{shard(1), other, shard(3)}, "different runs"},
		{[]string{shard(1), shard(3)}, "shard 2/3 missing"},
		{[]string{full}, "not of a shard"},
	} {
		code, _, errOut := runCLI(t, "", append([]string{"merge", "--out", filepath.Join(dir, "bad.txt")}, tc.shards...)...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("merge %v: exit %d: %s (want %q)", tc.shards, code, errOut, tc.want)
		}
		if _, err := os.Stat(filepath.Join(dir, "bad.txt")); err == nil {
			t.Errorf("a refused merge wrote its output")
		}
	}
}

// TestParaphraseShardsMerge: two paraphrase shards as processes, one of
// them killed and rerun, merge to the single run's bytes.
func TestParaphraseShardsMerge(t *testing.T) {
	dir := t.TempDir()
	var lines []string
	for i := range 40 {
		lines = append(lines, fmt.Sprintf("%d %d %d 1", 4+i%50, 9+(7*i)%100, 20+(3*i)%90))
	}
	in := writeLines(t, dir, "in.txt", strings.Join(lines, "\n")+"\n")
	args := func(out string, more ...string) []string {
		return append([]string{"paraphrase", "--model", tinyTrained, "--in", in, "--out", out, "--ids", "--beams", "2", "--max-len", "12", "--batch", "1"}, more...)
	}
	full := filepath.Join(dir, "full.tsv")
	if code, _, errOut := runCLI(t, "", args(full)...); code != 0 {
		t.Fatalf("single run: exit %d: %s", code, errOut)
	}
	s1, s2 := filepath.Join(dir, "s1.tsv"), filepath.Join(dir, "s2.tsv")
	c2 := startChild(t, args(s2, "--shard", "2/2")...)
	killWhen(t, startChild(t, args(s1, "--shard", "1/2")...), func() bool { return lineCount(s1+".partial") >= 2 })
	if err := c2.Wait(); err != nil {
		t.Fatalf("shard 2/2: %v", err)
	}
	if code, _, errOut := runCLI(t, "", args(s1, "--shard", "1/2")...); code != 0 {
		t.Fatalf("rerun of shard 1/2: exit %d: %s", code, errOut)
	}
	merged := filepath.Join(dir, "merged.tsv")
	if code, _, errOut := runCLI(t, "", "merge", "--out", merged, s1, s2); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errOut)
	}
	sameFiles(t, full, merged)
	// The merged output carries the record of a whole run: rerunning the
	// whole job on it does nothing.
	if code, out, errOut := runCLI(t, "", args(merged)...); code != 0 || !strings.Contains(out, "40 sentences") {
		t.Errorf("whole run over the merged output: exit %d: %s %s", code, out, errOut)
	}
	sameFiles(t, full, merged)
}

// TestTrainKill: train killed with SIGKILL after its first checkpoint and
// rerun reaches the same weights and losses as an uninterrupted run;
// resuming with other data or settings is refused until --restart.
func TestTrainKill(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	dir := t.TempDir()
	more := []string{"--max-updates", "10", "--valid-every", "2"}
	full := filepath.Join(dir, "full")
	if code, _, errOut := runCLI(t, "", tinyTrainArgs(full, more...)...); code != 0 {
		t.Fatalf("uninterrupted run: exit %d: %s", code, errOut)
	}
	killed := filepath.Join(dir, "killed")
	landed := killWhen(t, startChild(t, tinyTrainArgs(killed, more...)...), func() bool {
		_, err := os.Stat(filepath.Join(killed, train.LastFile))
		return err == nil
	})
	if !landed {
		t.Log("the kill came too late to test a resume")
	}
	if code, _, errOut := runCLI(t, "", tinyTrainArgs(killed, more...)...); code != 0 {
		t.Fatalf("resumed run: exit %d: %s", code, errOut)
	} else if landed && !strings.Contains(errOut, "resuming") {
		t.Errorf("the rerun did not resume: %s", errOut)
	}
	sameFiles(t, filepath.Join(full, "best.safetensors"), filepath.Join(killed, "best.safetensors"))
	a, b := readTrainLog(t, full), readTrainLog(t, killed)
	if fmt.Sprint(a.Loss, a.NLL, a.SARI) != fmt.Sprint(b.Loss, b.NLL, b.SARI) {
		t.Errorf("losses/SARI differ:\nuninterrupted %v %v %v\nresumed       %v %v %v", a.Loss, a.NLL, a.SARI, b.Loss, b.NLL, b.SARI)
	}

	// Resuming with other settings or data is refused, a raised limit is
	// not; --restart starts over.
	before, _ := os.ReadFile(filepath.Join(killed, train.LastFile))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{tinyTrainArgs(killed, "--lr", "1e-3", "--valid-every", "2"), `schedule.peak "0.001", "0.003" before`},
		{append(tinyTrainArgs(killed, "--valid-every", "2"), "--train", filepath.Join(accessTestdata, "valid")), "(training pairs) differs"},
		{append(tinyTrainArgs(killed, "--valid-every", "2"), "--config", "small"), "config.d_model"},
	} {
		code, _, errOut := runCLI(t, "", tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) || !strings.Contains(errOut, "--restart") {
			t.Errorf("%v: exit %d: %s (want %q)", tc.args[len(tc.args)-2:], code, errOut, tc.want)
		}
	}
	if after, _ := os.ReadFile(filepath.Join(killed, train.LastFile)); !bytes.Equal(before, after) {
		t.Errorf("a refused resume changed the checkpoint")
	}
	if code, _, errOut := runCLI(t, "", tinyTrainArgs(killed, "--max-updates", "12", "--valid-every", "2")...); code != 0 || !strings.Contains(errOut, "after 12 updates") {
		t.Errorf("raised --max-updates: exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", tinyTrainArgs(killed, "--lr", "1e-3", "--restart")...); code != 0 || strings.Contains(errOut, "resuming") {
		t.Errorf("--restart: exit %d: %s", code, errOut)
	}
}

func readTrainLog(t *testing.T, dir string) train.LogSeries {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, train.LogFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := train.ParseLog(dir, f)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestTuneKill: tune killed with SIGKILL mid-search and rerun gives the
// uninterrupted run's log and result; another validation set starts a new
// search after a finished one and is refused over an unfinished one.
func TestTuneKill(t *testing.T) {
	if testing.Short() {
		t.Skip("trains a model")
	}
	ckpt := tinyCheckpoint(t)
	copyDir := func(name string) string {
		dst := filepath.Join(t.TempDir(), name)
		os.MkdirAll(dst, 0o755)
		for _, f := range []string{"model.json", "spm.model", "best.safetensors"} {
			b, err := os.ReadFile(filepath.Join(ckpt, f))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(dst, f), b, 0o644)
		}
		return dst
	}
	valid := filepath.Join(accessTestdata, "valid")
	args := func(dir, valid string, more ...string) []string {
		return append([]string{"tune", "--checkpoint", dir, "--valid", valid, "--budget", "12", "--valid-sentences", "4", "--beams", "1", "--backend", "go"}, more...)
	}
	full := copyDir("full")
	code, want, errOut := runCLI(t, "", args(full, valid)...)
	if code != 0 {
		t.Fatalf("uninterrupted run: exit %d: %s", code, errOut)
	}
	killed := copyDir("killed")
	log := filepath.Join(killed, train.TuneLogFile)
	killWhen(t, startChild(t, args(killed, valid)...), func() bool { return lineCount(log) >= 2 })
	code, got, errOut := runCLI(t, "", args(killed, valid)...)
	if code != 0 || got != want {
		t.Fatalf("resumed run: exit %d, printed %q, uninterrupted %q: %s", code, got, want, errOut)
	}
	sameFiles(t, filepath.Join(full, train.TuneLogFile), log)
	sameFiles(t, filepath.Join(full, "model.json"), filepath.Join(killed, "model.json"))

	// Another validation set: the finished search is replaced.
	other := writeLines(t, t.TempDir(), "other.tsv", "1\tThe cat sat on the mat.\tA cat sat.\n2\tIt rained heavily in the town all day.\tIt rained.\n")
	code, got, errOut = runCLI(t, "", args(killed, other, "--budget", "2")...)
	if code != 0 || !strings.Contains(errOut, "starting a new search") || lineCount(log) != 2 {
		t.Errorf("other validation set after a finished search: exit %d, %q: %s", code, got, errOut)
	}
	// Killed while searching with valid, then other: refused.
	os.Remove(log)
	if killWhen(t, startChild(t, args(killed, valid)...), func() bool { return lineCount(log) >= 1 }) {
		before := readFile(log)
		code, _, errOut = runCLI(t, "", args(killed, other)...)
		if code != 2 || !strings.Contains(errOut, "(validation pairs) differs") || !strings.Contains(errOut, "--restart") {
			t.Errorf("other validation set over an unfinished search: exit %d: %s", code, errOut)
		}
		if readFile(log) != before {
			t.Errorf("a refused search changed the log")
		}
	}
	empty := writeLines(t, t.TempDir(), "empty.tsv", "")
	if code, _, _ := runCLI(t, "", args(killed, empty, "--restart")...); code == 0 {
		t.Errorf("empty validation set accepted")
	}
}

func readFile(path string) string {
	b, _ := os.ReadFile(path)
	return string(b)
}

// TestCorpusShardsMerge: corpus shards over contiguous ranges of the input
// files, run as separate processes, merge to the single run's sentences
// byte for byte, also when a file of one shard repeats a file of another
// (the merge drops the sentences an earlier shard has, as the single run's
// de-duplication does).
func TestCorpusShardsMerge(t *testing.T) {
	dir := t.TempDir()
	sample := "../../testdata/patents/shared/samples_sgml_US06336130.xml.gz"
	b, err := os.ReadFile(sample)
	if err != nil {
		t.Fatal(err)
	}
	again := filepath.Join(dir, "again.xml.gz")
	os.WriteFile(again, b, 0o644)
	ep := "../../testdata/patents/ep/"
	inputs := []string{sample, ep + "epo_v1-5-B1.xml.gz", ep + "grobid_EP2338502A1.xml.gz", again, ep + "grobid_EP-1116605-B1.xml.gz"}
	args := func(out string, more ...string) []string {
		return append(append([]string{"corpus", "--quiet", "--out", out}, more...), inputs...)
	}
	full := filepath.Join(dir, "full.txt")
	if code, _, errOut := runCLI(t, "", args(full)...); code != 0 {
		t.Fatalf("single run: exit %d: %s", code, errOut)
	}
	var shards []string
	var cmds []*exec.Cmd
	for k := 1; k <= 4; k++ { // 5 files in 4 shards
		out := filepath.Join(dir, fmt.Sprintf("s%d.txt", k))
		shards = append(shards, out)
		cmds = append(cmds, startChild(t, args(out, "--shard", fmt.Sprintf("%d/4", k))...))
	}
	for k, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("shard %d/4: %v", k+1, err)
		}
	}
	merged := filepath.Join(dir, "merged.txt")
	if code, _, errOut := runCLI(t, "", append([]string{"merge", "--out", merged}, shards...)...); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errOut)
	}
	sameFiles(t, full, merged)
	if a, b := lineCount(shards[0]), lineCount(shards[3]); a == 0 || lineCount(merged) >= a+lineCount(shards[1])+lineCount(shards[2])+b {
		t.Errorf("the test lacks duplicates across shards: %d and %d lines", a, b)
	}
	// Shards of other settings do not merge.
	other := filepath.Join(dir, "other2.txt")
	if code, _, errOut := runCLI(t, "", args(other, "--shard", "2/4", "--min-tokens", "6")...); code != 0 {
		t.Fatalf("shard with --min-tokens 6: exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "merge", "--out", filepath.Join(dir, "bad.txt"), shards[0], other, shards[2], shards[3]); code != 2 || !strings.Contains(errOut, "min_tokens") {
		t.Errorf("merge of mixed settings: exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", args(filepath.Join(dir, "m.txt"), "--shard", "1/2", "--meta", filepath.Join(dir, "m.tsv"))...); code != 2 {
		t.Errorf("--shard with --meta: exit %d: %s", code, errOut)
	}
}
