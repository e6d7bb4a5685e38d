// Package bench measures the throughput of patsimp's hot paths with a fixed
// method, so that figures from different machines, backends and
// implementations can be compared:
//
//   - each workload is prepared once (data, weights, tokenizer), then run
//     once untimed as a warm-up, whose duration is reported separately as
//     the compile time (graph compilation happens on the first run of each
//     shape);
//   - then it is run Reps times; the report gives the median, minimum,
//     maximum and quartiles of the repetition times, and tokens/s and
//     sentences/s at the median;
//   - peak resident memory (VmHWM of /proc/self/status, reset before each
//     workload where the kernel allows it) is reported with every result;
//   - model workloads count their floating-point work analytically (the
//     multiply-adds of the matrix products, 2 FLOPs each) and report the
//     achieved FLOP/s against the rate of one large matrix product measured
//     on the same backend and dtype in the same run.
//
// Model workloads use random weights of the real shapes and decode a fixed
// number of steps (end-of-sequence is suppressed), so every run does the same
// work. The PyTorch scripts in bench/torch run the same shapes and print a
// [Report] with the same JSON fields; [Compare] prints the patsimp/PyTorch
// ratios.
package bench
