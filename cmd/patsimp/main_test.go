package main

import (
	"bytes"
	"strings"
	"testing"
)

// runCLI runs patsimp in-process and returns exit status, stdout and stderr.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runMain(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestHelpListsEveryCommand(t *testing.T) {
	code, out, _ := runCLI(t, "", "help")
	if code != 0 {
		t.Fatalf("help exit %d", code)
	}
	for name := range commands {
		if !strings.Contains(out, "  "+name) {
			t.Errorf("help output lacks command %q", name)
		}
	}
}

func TestEveryCommandHasHelp(t *testing.T) {
	for name := range commands {
		code, _, errOut := runCLI(t, "", name, "-h")
		if code != 0 {
			t.Errorf("%s -h: exit %d", name, code)
		}
		if !strings.Contains(errOut, "usage: patsimp "+name) {
			t.Errorf("%s -h: no usage line in %q", name, errOut)
		}
	}
}

func TestUnknownCommandExits2(t *testing.T) {
	code, _, errOut := runCLI(t, "", "no-such-command")
	if code != 2 || !strings.Contains(errOut, "unknown command") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
}
