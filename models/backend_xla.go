//go:build ((linux && (amd64 || arm64)) || (darwin && arm64) || (windows && amd64)) && !noxla

package models

import "github.com/gomlx/go-xla/compute/xla"

// patsimp never downloads XLA plugins at run time (the downloader reaches
// GitHub, and an unpinned plugin would make results depend on the day):
// plugins come from `make xla-plugin` or an explicit path. This has the effect
// of GOMLX_NO_AUTO_INSTALL=1 without relying on the caller's environment.
func init() { xla.EnableAutoInstall(false) }
