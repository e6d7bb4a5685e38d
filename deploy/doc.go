// Package deploy holds no Go code: it keeps the manifests that run sharded
// patsimp jobs on existing engines (kubernetes/: an Indexed Job; slurm/: a
// job array), and the test that checks them. See README.md.
package deploy
