// Package killtest runs part of a test binary in a child process and kills
// it with SIGKILL at a chosen moment, for tests of resumption after a crash.
//
// The child is the running test binary restricted to one test, which finds
// its work in an environment variable:
//
//	func TestChild(t *testing.T) {
//		job := os.Getenv("MY_CHILD")
//		if job == "" {
//			t.Skip("the child process of TestKill")
//		}
//		os.Exit(run(job))
//	}
//
//	cmd := killtest.Start(t, "TestChild", "MY_CHILD", job)
//	killed := killtest.KillWhen(t, cmd, time.Minute, progressed)
package killtest

import (
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// Start starts the running test binary as a child process that runs only
// the test named test, with the environment variable key set to value. A
// child still running when t ends is killed.
func Start(t testing.TB, test, key, value string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+test+"$")
	cmd.Env = append(os.Environ(), key+"="+value)
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", test, err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return cmd
}

// KillWhen polls ready every 2 ms until it reports true, then kills cmd
// with SIGKILL and waits for it. It reports whether the kill landed, that
// is whether the child had not ended by itself first. If ready is still
// false after timeout, the child is killed and t fails.
func KillWhen(t testing.TB, cmd *exec.Cmd, timeout time.Duration, ready func() bool) bool {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !ready() {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("the child made no progress in %v: %v", timeout, cmd.Args)
		}
		time.Sleep(2 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatalf("killing the child: %v", err)
	}
	cmd.Wait()
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled()
}
