package checkpoints

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// Pickle opcode argument kinds, for scanPickle.
const (
	argNone  = iota
	argFixed // fixed number of bytes
	argLine  // newline-terminated text
	argLines // two newline-terminated lines
	argLen   // little-endian length of the given width, then that many bytes
)

type opArg struct {
	kind, n int
}

// pickleOps lists the argument layout of every opcode of pickle protocols
// 0–5.
var pickleOps = func() map[byte]opArg {
	m := map[byte]opArg{}
	for _, op := range []byte("(.012NRab}dels]ost)u\x81\x85\x86\x87\x88\x89\x8f\x90\x91\x92\x93\x94\x97\x98Q") {
		m[op] = opArg{argNone, 0}
	}
	for _, op := range []byte("FILPSVgp") {
		m[op] = opArg{argLine, 0}
	}
	m['c'], m['i'] = opArg{argLines, 0}, opArg{argLines, 0}
	for op, n := range map[byte]int{'J': 4, 'K': 1, 'M': 2, 'G': 8, 'h': 1, 'j': 4, 'q': 1, 'r': 4,
		0x80: 1, 0x82: 1, 0x83: 2, 0x84: 4, 0x95: 8} {
		m[op] = opArg{argFixed, n}
	}
	for op, n := range map[byte]int{'T': 4, 'U': 1, 'X': 4, 'B': 4, 'C': 1, 0x8a: 1, 0x8b: 4,
		0x8c: 1, 0x8d: 8, 0x8e: 8, 0x96: 8} {
		m[op] = opArg{argLen, n}
	}
	return m
}()

// scanPickle walks a pickle stream opcode by opcode without executing it
// and fails, naming the byte offset, on an unknown opcode or an argument
// that runs past the end — so an unpickler given the stream never
// allocates more than the stream's size for one argument.
func scanPickle(data []byte) error {
	for pos := 0; pos < len(data); {
		op := data[pos]
		arg, ok := pickleOps[op]
		if !ok {
			return fmt.Errorf("byte %d: unknown pickle opcode 0x%02x", pos, op)
		}
		at := pos
		pos++
		switch arg.kind {
		case argFixed:
			pos += arg.n
		case argLine, argLines:
			lines := 1
			if arg.kind == argLines {
				lines = 2
			}
			for range lines {
				i := bytes.IndexByte(data[min(pos, len(data)):], '\n')
				if i < 0 {
					return fmt.Errorf("byte %d: opcode 0x%02x: unterminated argument", at, op)
				}
				pos += i + 1
			}
		case argLen:
			if pos+arg.n > len(data) {
				return fmt.Errorf("byte %d: opcode 0x%02x: truncated length", at, op)
			}
			var n uint64
			switch arg.n {
			case 1:
				n = uint64(data[pos])
			case 4:
				n = uint64(binary.LittleEndian.Uint32(data[pos:]))
			default:
				n = binary.LittleEndian.Uint64(data[pos:])
			}
			pos += arg.n
			if n > uint64(len(data)-pos) {
				return fmt.Errorf("byte %d: opcode 0x%02x: argument of %d bytes runs past the end", at, op, n)
			}
			pos += int(n)
		}
		if pos > len(data) {
			return fmt.Errorf("byte %d: opcode 0x%02x: truncated argument", at, op)
		}
		if op == '.' {
			return nil
		}
	}
	return fmt.Errorf("byte %d: pickle has no STOP opcode", len(data))
}
