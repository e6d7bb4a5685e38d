package checkpoints

import (
	"os"
	"syscall"
)

var pageSize = int64(os.Getpagesize())

// releasePages drops the mapping's whole pages inside bytes [begin, end)
// from the process (MADV_DONTNEED): they stay in the page cache, and a
// later access maps them again, so the data stays valid. It keeps the
// resident memory of a loader that reads each tensor once from growing by
// the size of the file. Pages shared with the neighbouring tensors stay.
func releasePages(mapped []byte, begin, end int64) {
	lo := (begin + pageSize - 1) / pageSize * pageSize
	hi := end / pageSize * pageSize
	if hi > lo {
		_ = syscall.Madvise(mapped[lo:hi], syscall.MADV_DONTNEED) // only a hint
	}
}
