package access

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzParseMeta checks that model.json either parses into a valid model
// configuration that survives a JSON round trip, or is an error naming the
// checkpoint.
func FuzzParseMeta(f *testing.F) {
	good, err := json.Marshal(Meta{Model: Tiny(), Features: []string{"LengthRatio", "WordRankRatio"}, Controls: DefaultControls})
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{string(good), "{}", `{"model":{"encoder_layers":-1}}`, "[", `{"features":["Speed"]}`, "null"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := parseMeta(b, "ck")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "access checkpoint ck") {
				t.Fatalf("error %v does not name the checkpoint", err)
			}
			return
		}
		if err := m.Model.Validate(); err != nil {
			t.Fatalf("accepted an invalid model: %v", err)
		}
		again, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := parseMeta(again, "ck"); err != nil {
			t.Fatalf("round trip: %v", err)
		}
	})
}
