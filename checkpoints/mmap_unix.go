//go:build unix

package checkpoints

import (
	"fmt"
	"os"
	"syscall"
)

// mapFile maps the size bytes of f read-only into memory. It returns nil
// when the file cannot be mapped (empty, larger than the address space, or
// refused by the file system): the caller then reads it with ReadAt.
func mapFile(f *os.File, size int64) []byte {
	if size <= 0 || int64(int(size)) != size {
		return nil
	}
	conn, err := f.SyscallConn()
	if err != nil {
		return nil
	}
	var data []byte
	cerr := conn.Control(func(fd uintptr) {
		data, err = syscall.Mmap(int(fd), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	})
	if cerr != nil || err != nil {
		return nil
	}
	return data
}

// unmapFile releases a mapping made by mapFile.
func unmapFile(data []byte) error {
	if err := syscall.Munmap(data); err != nil {
		return fmt.Errorf("unmapping the file: %w", err)
	}
	return nil
}
