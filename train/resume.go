package train

import (
	"encoding/json"
	"fmt"
	"path/filepath"

	"github.com/patsimp/patsimp/internal/jobfile"
	"github.com/patsimp/patsimp/models/access"
)

// RunRecord is the name (in a training directory) of the output whose
// record (RunRecord.job) and lock (RunRecord.lock) guard a training run:
// see internal/jobfile.
const RunRecord = "train"

// corpusInput identifies the content of a corpus (complex sentences and
// their references) for a fingerprint; name labels it in messages. The
// content hashed is one line per complex sentence, "complex<TAB>ref1<TAB>
// ref2…\n", streamed into the hash rather than joined in memory.
func corpusInput(name string, c *Corpus) jobfile.Input {
	h := jobfile.NewHasher()
	for i, cx := range c.Complex {
		h.WriteString(cx)
		for _, s := range c.Simple[i] {
			h.WriteByte('\t')
			h.WriteString(s)
		}
		h.WriteByte('\n')
	}
	return h.Input(name)
}

// runFingerprint is what a training run is made from: the training and
// validation pairs, the vocabulary, the network and every option except
// the limits a resumed run may change (MaxUpdates, MaxEpochs, Patience).
func runFingerprint(c *Config) (jobfile.Fingerprint, error) {
	o := c.Options
	o.Init = c.Init
	o.MaxUpdates, o.MaxEpochs, o.Patience = 0, 0, 0
	ob, err := json.Marshal(o)
	if err != nil {
		return jobfile.Fingerprint{}, err
	}
	mb, err := json.Marshal(c.Model)
	if err != nil {
		return jobfile.Fingerprint{}, err
	}
	sp, err := c.SPM.Marshal()
	if err != nil {
		return jobfile.Fingerprint{}, fmt.Errorf("train: serialising the SentencePiece model: %w", err)
	}
	settings := map[string]string{}
	if err := flatten("", ob, settings); err != nil {
		return jobfile.Fingerprint{}, err
	}
	if err := flatten("config.", mb, settings); err != nil {
		return jobfile.Fingerprint{}, err
	}
	return jobfile.Fingerprint{
		Inputs: []jobfile.Input{corpusInput("(training pairs)", c.Train), corpusInput("(validation pairs)", c.Valid),
			jobfile.HashBytes("(vocabulary)", sp)},
		Settings: settings,
	}, nil
}

// flatten stores the fields of the JSON object b in out as prefix+name
// (nested objects as prefix+name+"."+field), each value as JSON, so that a
// refused resume names the option that changed.
func flatten(prefix string, b []byte, out map[string]string) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	for k, v := range m {
		if len(v) > 0 && v[0] == '{' {
			if err := flatten(prefix+k+".", v, out); err != nil {
				return err
			}
			continue
		}
		out[prefix+k] = string(v)
	}
	return nil
}

// openRun locks the training directory and checks that a run there was
// started with the same data and settings (see Config.Restart).
func openRun(c *Config) (*jobfile.Job, error) {
	fp, err := runFingerprint(c)
	if err != nil {
		return nil, err
	}
	var scratch []string
	for _, f := range []string{LastFile, access.WeightsFile, OptionsFile, LogFile, PlotFile, access.MetaFile,
		TuneLogFile, jobfile.RecordPath(TuneLogFile)} {
		scratch = append(scratch, filepath.Join(c.Dir, f))
	}
	job, err := jobfile.Open(filepath.Join(c.Dir, RunRecord), fp, jobfile.Options{Scratch: scratch, Restart: c.Restart, RestartFlag: c.RestartFlag})
	if err != nil {
		return nil, fmt.Errorf("train: %w", err)
	}
	return job, nil
}
