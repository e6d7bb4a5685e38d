// Package cputime reads the CPU time of the running process, which
// benchmarks report beside wall time: on a shared, oversubscribed machine
// throughput per CPU second stays stable where wall-clock rates do not.
package cputime
