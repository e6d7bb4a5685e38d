//go:build !unix

package checkpoints

import "os"

// mapFile returns nil: files are read with ReadAt on this platform.
func mapFile(*os.File, int64) []byte { return nil }

// unmapFile is never called with a mapping on this platform.
func unmapFile([]byte) error { return nil }
