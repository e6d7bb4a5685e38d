// Package pipeline runs the whole method end to end — patent corpus, bronze
// candidates from a generator, silver filtering, split, ACCESS training,
// control-value tuning, evaluation on the test split, corpus statistics and a
// markdown report — as resumable stages: a stage is skipped when its outputs
// are newer than its inputs and its settings are unchanged, every stage's
// underlying job resumes after a kill, and --from reruns from a given stage.
package pipeline
