package uspto

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

const epTestdata = "../../testdata/patents/ep"

// TestEuropean pins what is read from the European samples
// (testdata/patents/ep: GROBID's patent corpus and the EPO publication
// server): number, kind, form, Description and abstract paragraph counts
// and the first paragraph, checked by hand against the files.
func TestEuropean(t *testing.T) {
	tests := []struct {
		file, number, kind, schema string
		paragraphs, abstract       int
		first                      string
	}{
		// EPO ST.36; the bare "&" in an address is read leniently.
		{"epo_v1-2-A1.xml.gz", "EP1921219", "A1", "ep-patent-document", 32, 1,
			"The object of the present invention is a sound damping and fire resistant insulating panel, which is formed by a central layer manufactured from silica fibre, having metallic sheets bonded on both surfaces of the central core or blanket."},
		{"epo_v1-5-B1.xml.gz", "EP3404678", "B1", "ep-patent-document", 33, 0,
			"The present invention relates to a high voltage assembly and method of operating the high voltage assembly."},
		{"grobid_EP-1116605-B1.xml.gz", "EP1116605", "B1", "patent-document", 37, 1,
			"This invention relates to pneumatic tires, particularly a pneumatic\ntire having an improved bead portion durability."},
		// A German Description is not read; the English abstract is.
		{"grobid_EP-1129692-B1.xml.gz", "EP1129692", "B1", "patent-document", 0, 1, ""},
		// EPO OPS text-only: headings ("Filed of the Invention") are
		// dropped, "[0001]" too.
		{"grobid_EP2338502A1.xml.gz", "EP2338502", "A1", "fulltext-document", 33, 0,
			"The present invention relates to a composition for improving brain function and a method for improving brain function."},
		{"grobid_US-20030003060-A1.xml.gz", "US20030003060", "A1", "patent-document", 22, 1,
			"This application is a continuation of U.S. patent application Ser. No. 09/007,424, filed on Jan. 15, 1998."},
		// WIPO OCR form (docnumber attribute), Spanish Description.
		{"grobid_WO2006000598NWA1.xml.gz", "WO2006000598", "A1", "patent-document", 0, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			docs, errs := readAll(t, filepath.Join(epTestdata, tt.file))
			if len(errs) > 0 || len(docs) != 1 {
				t.Fatalf("%d documents, errors %v", len(docs), errs)
			}
			d := docs[0]
			if d.Number != tt.number || d.Kind != tt.kind || d.Schema != tt.schema || d.Offset != 0 || d.Line != 1 {
				t.Errorf("got %s %s %s at %d/%d, want %s %s %s", d.Number, d.Kind, d.Schema, d.Offset, d.Line, tt.number, tt.kind, tt.schema)
			}
			if len(d.Paragraphs) != tt.paragraphs || len(d.Abstract) != tt.abstract {
				t.Errorf("%d paragraphs, %d abstract; want %d, %d", len(d.Paragraphs), len(d.Abstract), tt.paragraphs, tt.abstract)
			}
			if tt.first != "" && (len(d.Paragraphs) == 0 || !strings.HasPrefix(d.Paragraphs[0], tt.first)) {
				t.Errorf("first paragraph %q, want prefix %q", d.Paragraphs[:min(1, len(d.Paragraphs))], tt.first)
			}
			for _, p := range append(d.Paragraphs, d.Abstract...) {
				if strings.Contains(p, "<ref") || strings.Contains(p, "</") || strings.HasPrefix(p, "[0") {
					t.Errorf("markup or paragraph number left in %q", p)
				}
			}
		})
	}
}

// TestEuropeanCitations: GROBID's citation tags are removed and their text
// kept, so the sentence stays whole.
func TestEuropeanCitations(t *testing.T) {
	docs, _ := readAll(t, filepath.Join(epTestdata, "grobid_EP-1116605-B1.xml.gz"))
	want := "Attention is also drawn to the disclosures of EP-A-1 024 033 (prior art under Article 54(3)EPC),"
	found := false
	for _, p := range docs[0].Paragraphs {
		found = found || strings.Contains(strings.Join(strings.Fields(p), " "), want)
	}
	if !found {
		t.Errorf("no paragraph contains %q", want)
	}
}

// TestEuropeanBad: a document that even the lenient reading cannot parse is
// an *Error naming the file, byte and line (the strict decoder's message).
func TestEuropeanBad(t *testing.T) {
	path := filepath.Join(epTestdata, "epo_v1-5-1-A1-2.xml.gz")
	docs, errs := readAll(t, path)
	var ue *Error
	if len(docs) != 0 || len(errs) != 1 || !errors.As(errs[0], &ue) || ue.Line != 308 || ue.Offset != 16670 ||
		!strings.Contains(errs[0].Error(), "attribute name without = in element") {
		t.Errorf("documents %d, errors %v", len(docs), errs)
	}
}

// TestEuropeanLanguage: only an English (or unlabelled) Description and
// abstract are read, whatever the case of the attribute.
func TestEuropeanLanguage(t *testing.T) {
	for _, c := range []struct {
		doc         string
		paras, abst int
	}{
		{`<ep-patent-document><abstract lang="de"><p>Ein Satz.</p></abstract><abstract lang="en"><p>A sentence.</p></abstract><description lang="DE"><p>Text.</p></description><description lang="en"><p>[0001] Text one.</p><heading>H</heading><p>Two <b>bold</b> <ref type="npl">Ref</ref>.</p></description></ep-patent-document>`, 2, 1},
		{`<patent-document><description><p>No language.</p></description></patent-document>`, 1, 0},
		{`<fulltext-document xmlns="http://www.epo.org/fulltext"><description lang="FR"><p>Non.</p></description></fulltext-document>`, 0, 0},
	} {
		r, err := NewReader(strings.NewReader(c.doc), "t", FormatAuto)
		if err != nil {
			t.Fatal(err)
		}
		d, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Paragraphs) != c.paras || len(d.Abstract) != c.abst {
			t.Errorf("%.40s…: %q / %q", c.doc, d.Paragraphs, d.Abstract)
		}
		if c.paras == 2 && (d.Paragraphs[0] != "Text one." || d.Paragraphs[1] != "Two bold Ref." || d.Abstract[0] != "A sentence.") {
			t.Errorf("text %q / %q", d.Paragraphs, d.Abstract)
		}
	}
}
