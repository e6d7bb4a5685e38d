package deploy

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// job is the part of Kubernetes' batch/v1 Job the manifests use; decoding
// with KnownFields rejects a misspelt or misplaced field.
type job struct {
	APIVersion string `yaml:"apiVersion"`
	Kind       string `yaml:"kind"`
	Metadata   struct {
		Name   string            `yaml:"name"`
		Labels map[string]string `yaml:"labels"`
	} `yaml:"metadata"`
	Spec struct {
		CompletionMode       string `yaml:"completionMode"`
		Completions          *int   `yaml:"completions"`
		Parallelism          *int   `yaml:"parallelism"`
		BackoffLimit         *int   `yaml:"backoffLimit"`
		BackoffLimitPerIndex *int   `yaml:"backoffLimitPerIndex"`
		MaxFailedIndexes     *int   `yaml:"maxFailedIndexes"`
		Template             struct {
			Metadata struct {
				Labels map[string]string `yaml:"labels"`
			} `yaml:"metadata"`
			Spec struct {
				RestartPolicy string `yaml:"restartPolicy"`
				Containers    []struct {
					Name    string   `yaml:"name"`
					Image   string   `yaml:"image"`
					Command []string `yaml:"command"`
					Args    []string `yaml:"args"`
					Env     []struct {
						Name  string `yaml:"name"`
						Value string `yaml:"value"`
					} `yaml:"env"`
					Resources struct {
						Requests map[string]string `yaml:"requests"`
						Limits   map[string]string `yaml:"limits"`
					} `yaml:"resources"`
					VolumeMounts []struct {
						Name      string `yaml:"name"`
						MountPath string `yaml:"mountPath"`
					} `yaml:"volumeMounts"`
				} `yaml:"containers"`
				Volumes []struct {
					Name                  string `yaml:"name"`
					PersistentVolumeClaim struct {
						ClaimName string `yaml:"claimName"`
					} `yaml:"persistentVolumeClaim"`
				} `yaml:"volumes"`
			} `yaml:"spec"`
		} `yaml:"template"`
	} `yaml:"spec"`
}

func readJobs(t *testing.T, path string) []job {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	var jobs []job
	for {
		var j job
		err := dec.Decode(&j)
		if errors.Is(err, io.EOF) {
			return jobs
		}
		if err != nil {
			t.Fatalf("%s: document %d: %v", path, len(jobs)+1, err)
		}
		jobs = append(jobs, j)
	}
}

// TestKubernetesIndexedJob checks the paraphrase Indexed Job and its merge
// Job: the fields an Indexed Job needs, shard count = completions =
// parallelism, the shard taken from JOB_COMPLETION_INDEX, one output per
// index, mounts that name declared volumes, and a merge of exactly those
// outputs.
func TestKubernetesIndexedJob(t *testing.T) {
	jobs := readJobs(t, "kubernetes/paraphrase-job.yaml")
	if len(jobs) != 2 {
		t.Fatalf("%d documents, want the Indexed Job and the merge Job", len(jobs))
	}
	for _, j := range jobs {
		if j.APIVersion != "batch/v1" || j.Kind != "Job" || j.Metadata.Name == "" {
			t.Errorf("document %q: apiVersion %q kind %q", j.Metadata.Name, j.APIVersion, j.Kind)
		}
		s := j.Spec.Template.Spec
		if s.RestartPolicy != "Never" && s.RestartPolicy != "OnFailure" {
			t.Errorf("%s: restartPolicy %q: a Job needs Never or OnFailure", j.Metadata.Name, s.RestartPolicy)
		}
		if len(s.Containers) != 1 || s.Containers[0].Image == "" {
			t.Fatalf("%s: want one container with an image", j.Metadata.Name)
		}
		vols := map[string]bool{}
		for _, v := range s.Volumes {
			vols[v.Name] = v.PersistentVolumeClaim.ClaimName != ""
		}
		for _, m := range s.Containers[0].VolumeMounts {
			if !vols[m.Name] {
				t.Errorf("%s: mount %q names no persistentVolumeClaim volume", j.Metadata.Name, m.Name)
			}
		}
	}
	ix := jobs[0]
	sp := ix.Spec
	if sp.CompletionMode != "Indexed" || sp.Completions == nil || sp.Parallelism == nil {
		t.Fatalf("%s: completionMode %q, completions and parallelism must be set", ix.Metadata.Name, sp.CompletionMode)
	}
	n := *sp.Completions
	if n < 2 || *sp.Parallelism != n {
		t.Errorf("completions %d, parallelism %d: want equal, at least 2", n, *sp.Parallelism)
	}
	if sp.BackoffLimitPerIndex != nil && sp.Template.Spec.RestartPolicy != "Never" {
		t.Errorf("backoffLimitPerIndex needs restartPolicy Never")
	}
	c := sp.Template.Spec.Containers[0]
	shards := ""
	for _, e := range c.Env {
		if e.Name == "SHARDS" {
			shards = e.Value
		}
		if e.Name == "JOB_COMPLETION_INDEX" {
			t.Errorf("JOB_COMPLETION_INDEX is set by Kubernetes, not by the manifest")
		}
	}
	if shards != strconv.Itoa(n) {
		t.Errorf("SHARDS=%q, completions %d", shards, n)
	}
	script := strings.Join(append(c.Command, c.Args...), " ")
	for _, want := range []string{"K=$((JOB_COMPLETION_INDEX + 1))", "--shard $K/$SHARDS", "--out /work/bronze/part-$K-of-$SHARDS.tsv", "patsimp paraphrase"} {
		if !strings.Contains(script, want) {
			t.Errorf("the Indexed Job's command lacks %q:\n%s", want, script)
		}
	}
	merge := strings.Join(jobs[1].Spec.Template.Spec.Containers[0].Args, " ")
	if !strings.Contains(merge, "patsimp merge") || !strings.Contains(merge, "part-*-of-"+strconv.Itoa(n)+".tsv") {
		t.Errorf("the merge Job does not join the %d shard outputs: %s", n, merge)
	}
	if jobs[1].Spec.CompletionMode == "Indexed" || jobs[1].Spec.Completions == nil || *jobs[1].Spec.Completions != 1 {
		t.Errorf("the merge Job must be one plain pod")
	}
}

// TestSlurmArray checks that the job array's range and shard count agree,
// that the task's shard comes from SLURM_ARRAY_TASK_ID, that the merge
// joins the same outputs, and (with bash) that the scripts parse.
func TestSlurmArray(t *testing.T) {
	b, err := os.ReadFile("slurm/paraphrase.sbatch")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	m := regexp.MustCompile(`(?m)^#SBATCH --array=1-(\d+)$`).FindStringSubmatch(s)
	sh := regexp.MustCompile(`(?m)^SHARDS=(\d+)$`).FindStringSubmatch(s)
	if m == nil || sh == nil || m[1] != sh[1] {
		t.Fatalf("--array %v and SHARDS %v must agree", m, sh)
	}
	for _, want := range []string{"K=${SLURM_ARRAY_TASK_ID", `--shard "$K/$SHARDS"`, `--out "$WORK/bronze/part-$K-of-$SHARDS.tsv"`} {
		if !strings.Contains(s, want) {
			t.Errorf("paraphrase.sbatch lacks %q", want)
		}
	}
	mb, err := os.ReadFile("slurm/merge.sbatch")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(mb), "SHARDS="+sh[1]+"\n") || !strings.Contains(string(mb), "part-$k-of-$SHARDS.tsv") {
		t.Errorf("merge.sbatch does not join the %s shard outputs", sh[1])
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash to check the scripts' syntax")
	}
	for _, f := range []string{"slurm/paraphrase.sbatch", "slurm/merge.sbatch"} {
		if out, err := exec.Command("bash", "-n", f).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", f, err, out)
		}
	} // Run task 3 and the merge with a stand-in patsimp that prints its
	// arguments.
	dir := t.TempDir()
	fake := filepath.Join(dir, "patsimp")
	if err := os.WriteFile(fake, []byte("#!/bin/sh\necho \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	run := func(script string, env ...string) string {
		cmd := exec.Command("bash", script)
		cmd.Env = append(os.Environ(), append(env, "PATH="+dir+":"+os.Getenv("PATH"), "WORK="+dir)...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", script, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	got := run("slurm/paraphrase.sbatch", "SLURM_ARRAY_TASK_ID=3")
	want := "paraphrase --model " + dir + "/models/pegasus_paraphrase --in " + dir + "/corpus/sentences.txt --out " + dir +
		"/bronze/part-3-of-" + sh[1] + ".tsv --shard 3/" + sh[1] + " --beams 10 --batch 64"
	if got != want {
		t.Errorf("task 3 runs\n%s\nwant\n%s", got, want)
	}
	if got := run("slurm/merge.sbatch"); !strings.HasPrefix(got, "merge --out "+dir+"/bronze/bronze.tsv "+dir+"/bronze/part-1-of-") ||
		strings.Count(got, "part-") != mustAtoi(t, sh[1]) {
		t.Errorf("merge runs %s", got)
	}
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
