// Package modelpb holds the Go types of the SentencePiece model file: a
// subset of sentencepiece_model.proto written for patsimp (model.proto),
// compiled with protoc 3.21 and protoc-gen-go v1.36.12. Undeclared fields of
// real model files are kept as unknown fields and written back unchanged.
package modelpb

//go:generate protoc --go_out=. --go_opt=paths=source_relative model.proto
