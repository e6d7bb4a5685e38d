package uspto

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const shared = "../../testdata/patents/shared"
const bad = "../../testdata/patents/bad"

// readAll returns the documents of path and the errors met on the way.
func readAll(t testing.TB, path string) ([]*Document, []error) {
	t.Helper()
	f, err := Open(path, FormatAuto)
	if err != nil {
		t.Fatalf("Open(%s): %v", path, err)
	}
	defer f.Close()
	var docs []*Document
	var errs []error
	for {
		d, err := f.Next()
		if errors.Is(err, io.EOF) {
			return docs, errs
		}
		var ue *Error
		if errors.As(err, &ue) {
			errs = append(errs, err)
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		docs = append(docs, d)
	}
}

// TestFirstParagraphPerFormat asserts the first Description paragraph of a
// named patent in each format, checked by hand against the source files.
func TestFirstParagraphPerFormat(t *testing.T) {
	tests := []struct {
		file, format, number, kind, schema string
		offset                             int64
		line, paragraphs                   int
		first                              string
	}{
		{"ipgxml_ipg050104.small.xml.gz", "xml", "US06836899", "B1", "us-patent-grant", 0, 1, 83,
			"1. Field of the Invention"},
		{"samples_sgml_US06336130.xml.gz", "xml", "US06336130", "B1", "PATDOC", 0, 1, 42,
			"This is a continuation of PCT application No. PCT/NO98/00107, filed Apr. 2, 1998, the entire content of which is hereby incorporated by reference in this application."},
		{"samples_pap_US20010000044A1.xml.gz", "xml", "US20010000044", "A1", "patent-application-publication", 0, 1, 41,
			"The present invention relates generally to systems and methods of doing business over a global communications network such as the Internet, and more particularly to systems and methods wherein various forms of competition and/or entertainment are used to determine transaction prices between buyers and sellers."},
		{"samples_xml2004_US06859910.xml.gz", "xml", "US06859910", "B2", "us-patent-grant", 0, 1, 63,
			"This application claims priority to U.S. Provisional Patent Application Ser. No. 60/195,933 filed Apr. 10, 2000, the entire disclosure of which is herein incorporated by reference."},
		{"samples_xml2006_US07272630B2.xml.gz", "xml", "US07272630", "B2", "us-patent-grant", 0, 1, 171,
			"This application is a divisional application of U.S. patent application Ser. No. 09/876,376, filed Jun. 6, 2001, entitled “Locating Potentially Identical Objects Across Multiple Computers Based On Stochastic Partitioning Of Workload”, which is hereby incorporated by reference herein."},
		{"samples_xml2014_US08930553.xml.gz", "xml", "US08930553", "B2", "us-patent-grant", 0, 1, 37,
			"The present invention relates to computer networks in general, and more particularly to computer networks supporting SIP."},
		{"samples_xmlApp2004_US20050004437A1.xml.gz", "xml", "US20050004437", "A1", "us-patent-application", 0, 1, 30,
			"This application is a continuation of International Application No. PCT/CH02/00573, filed on Oct. 21, 2002, which claims priority to Swiss Application No. 1974/01, filed Oct. 26, 2001, the content of both are incorporated in their entirety by reference."},
		{"samples_css_brs_css_brs_sample.txt.gz", "brs", "US09204581", "B2", "brs", 134, 3, 45,
			`This application claims the benefit of U.S. Provisional Application No. 61/559,247, which was filed on Nov. 14, 2011 and is entitled "Chip Level EMI Reduction Method and Apparatus", and is included herein by reference.`},
		// pap v1.5: the paragraph number element "<number>1.</number>" is dropped.
		{"samples_v1-5-A1_2.xml.gz", "xml", "US20010000002", "A1", "patent-application-publication", 0, 1, 113,
			"The present application claims priority under 35 U.S.C. 119 of German Patent Application No. 197 33 454.7, filed on Aug. 2, 1997, the disclosure of which is expressly incorporated by reference herein in its entirety."},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			f, err := Open(filepath.Join(shared, tt.file), FormatAuto)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if got := f.Format.String(); got != tt.format {
				t.Errorf("format %s, want %s", got, tt.format)
			}
			d, err := f.Next()
			if err != nil {
				t.Fatal(err)
			}
			if d.Number != tt.number || d.Kind != tt.kind || d.Schema != tt.schema || d.Offset != tt.offset || d.Line != tt.line {
				t.Errorf("got %s %s %s at byte %d line %d, want %s %s %s at byte %d line %d",
					d.Number, d.Kind, d.Schema, d.Offset, d.Line, tt.number, tt.kind, tt.schema, tt.offset, tt.line)
			}
			if len(d.Paragraphs) != tt.paragraphs {
				t.Errorf("%d paragraphs, want %d", len(d.Paragraphs), tt.paragraphs)
			}
			if len(d.Paragraphs) > 0 && d.Paragraphs[0] != tt.first {
				t.Errorf("first paragraph\n got %q\nwant %q", d.Paragraphs[0], tt.first)
			}
		})
	}
}

// TestDocumentCounts pins the documents, paragraphs and documents without
// a Description of a few files, and checks that every paragraph is free of
// markup.
func TestDocumentCounts(t *testing.T) {
	tests := []struct {
		file                    string
		docs, empty, paragraphs int
	}{
		{"ipgxml_ipg060103.small.xml.gz", 27, 2, 1576},
		{"xml_ipg120327.196.xml.gz", 196, 0, 1609},
		{"xml_patent_one_unparsed_dna.xml.gz", 1, 1, 0}, // a sequence listing
		{"xml_basic.xml.gz", 1, 1, 0},                   // not a patent
		{"samples_css_brs_css_brs_sample.txt.gz", 6, 0, 569},
		{"samples_v2-5-B1.xml.gz", 1, 0, 155},
		{"samples_v4-0-A1.xml.gz", 1, 1, 0}, // no XML declaration, abstract only
		{"samples_test.xml.gz", 2, 0, 170},
	}
	for _, tt := range tests {
		docs, errs := readAll(t, filepath.Join(shared, tt.file))
		if len(errs) > 0 {
			t.Errorf("%s: %v", tt.file, errs)
		}
		empty, paras := 0, 0
		for _, d := range docs {
			if len(d.Paragraphs) == 0 {
				empty++
			}
			paras += len(d.Paragraphs)
			for _, p := range d.Paragraphs {
				if strings.ContainsAny(p, "<>") && strings.Contains(p, "</") {
					t.Errorf("%s %s: markup in %q", tt.file, d.Number, p)
				}
			}
		}
		if len(docs) != tt.docs || empty != tt.empty || paras != tt.paragraphs {
			t.Errorf("%s: %d documents (%d empty), %d paragraphs; want %d (%d), %d",
				tt.file, len(docs), empty, paras, tt.docs, tt.empty, tt.paragraphs)
		}
	}
}

// TestExtraction checks what is kept from a document: only Description
// paragraphs, with entities decoded, sub/superscripts joined, tables and
// formulas replaced by Omitted, headings, claims and abstract dropped.
func TestExtraction(t *testing.T) {
	const doc = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE us-patent-grant SYSTEM "us-patent-grant-v42-2006-08-23.dtd" [ ]>
<us-patent-grant lang="EN" file="US07654321-20100202.XML">
<us-bibliographic-data-grant>
<publication-reference><document-id><country>US</country><doc-number>07654321</doc-number><kind>B2</kind></document-id></publication-reference>
<related-documents><document-id><country>US</country><doc-number>11111111</doc-number></document-id></related-documents>
</us-bibliographic-data-grant>
<abstract id="abstract"><p id="p-0001">An abstract sentence is not kept.</p></abstract>
<description id="description">
<heading id="h-0001" level="1">BACKGROUND</heading>
<?BRFSUM description="Brief Summary" end="lead"?>
<p id="p-0002" num="0001">Water (H<sub>2</sub>O) at 25&#xb0; C. is &#x201c;wet&#x201d; &amp; cold&mdash;see <figref idref="DRAWINGS">FIG. 1</figref>.</p>
<p id="p-0003" num="0002">A table follows <tables id="TABLE-US-00001"><table><tgroup cols="1"><row><entry>cell text</entry></row></tgroup></table></tables> here.</p>
<p id="p-0004" num="0003">Items:<ul><li>first</li><li>second</li></ul></p>
</description>
<us-claim-statement>What is claimed is:</us-claim-statement>
<claims id="claims"><claim id="CLM-00001" num="00001"><claim-text>1. A claim is not kept.</claim-text></claim></claims>
</us-patent-grant>
`
	r, err := NewReader(strings.NewReader(doc), "inline.xml", FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	d, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Water (H2O) at 25° C. is “wet” & cold—see FIG. 1.",
		"A table follows  " + Omitted + "  here.",
		"Items:  first  second",
	}
	if d.Number != "US07654321" || d.Kind != "B2" || d.Schema != "us-patent-grant" {
		t.Errorf("got %q %q %q", d.Number, d.Kind, d.Schema)
	}
	if len(d.Paragraphs) != len(want) {
		t.Fatalf("paragraphs %q, want %q", d.Paragraphs, want)
	}
	for i := range want {
		if d.Paragraphs[i] != want[i] {
			t.Errorf("paragraph %d\n got %q\nwant %q", i, d.Paragraphs[i], want[i])
		}
	}
	if _, err := r.Next(); !errors.Is(err, io.EOF) {
		t.Errorf("after the last document: %v, want io.EOF", err)
	}
}

// TestBadInput checks the error, with file, byte offset and line, for
// malformed, truncated and non-UTF-8 input, and that reading continues with
// the next document.
func TestBadInput(t *testing.T) {
	tests := []struct {
		file   string
		docs   []string // numbers of the documents read
		errMsg string
		offset int64
		line   int
	}{
		{"malformed.xml", []string{"USD0656309"},
			"malformed.xml: byte 1159 (line 32): element <invention-title> closed by </invention-titel>", 1159, 32},
		{"truncated.xml", []string{"USD0656308"},
			"truncated.xml: byte 15679 (line 424): truncated document: input ends inside <classification-national>", 15679, 424},
		{"nonutf8.xml", []string{"USD0656308"},
			"nonutf8.xml: byte 21493 (line 615): invalid UTF-8: byte 0xe9", 21493, 615},
		{"nonutf8.txt", []string{"", "", ""},
			"nonutf8.txt: byte 75 (line 3): invalid UTF-8: byte 0xe9", 75, 3},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join(bad, tt.file)
			docs, errs := readAll(t, path)
			if len(errs) != 1 {
				t.Fatalf("errors %v, want one", errs)
			}
			var ue *Error
			if !errors.As(errs[0], &ue) {
				t.Fatalf("error %T, want *Error", errs[0])
			}
			if got := strings.TrimPrefix(errs[0].Error(), bad+"/"); got != tt.errMsg {
				t.Errorf("error\n got %q\nwant %q", got, tt.errMsg)
			}
			if ue.Offset != tt.offset || ue.Line != tt.line || ue.File != path {
				t.Errorf("error at %s byte %d line %d, want %s byte %d line %d", ue.File, ue.Offset, ue.Line, path, tt.offset, tt.line)
			}
			var numbers []string
			for _, d := range docs {
				numbers = append(numbers, d.Number)
			}
			if strings.Join(numbers, ",") != strings.Join(tt.docs, ",") {
				t.Errorf("documents %q, want %q", numbers, tt.docs)
			}
			if strings.HasSuffix(tt.file, ".xml") {
				raw, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if tt.file == "nonutf8.xml" && raw[tt.offset] != 0xe9 {
					t.Errorf("byte %d is 0x%02x, not the bad byte", tt.offset, raw[tt.offset])
				}
			}
		})
	}
}

// TestLatin1Declared decodes a document that declares ISO-8859-1.
func TestLatin1Declared(t *testing.T) {
	docs, errs := readAll(t, filepath.Join(bad, "latin1-declared.xml"))
	if len(errs) != 0 || len(docs) != 1 {
		t.Fatalf("%d documents, errors %v", len(docs), errs)
	}
	if p := docs[0].Paragraphs[0]; !strings.HasPrefix(p, "Café FIG. 1 is a front perspective view") {
		t.Errorf("first paragraph %q", p)
	}
}

func TestBRS(t *testing.T) {
	const in = "09999999\tB1\t20151201\t1\t1\nA title\n" + brsBoundary + "\n" +
		"WKU 09999999\nAPT B1\nTTL A title that is\n      not kept\n" +
		"BSTX BACKGROUND\nBSTX  The first paragraph\n      continues here.\n" +
		"BSTX  The second paragraph.\nCLPR  1. A claim.\n" +
		"DETX  The detailed description.\n" +
		"ABPR  An abstract.\n"
	r, err := NewReader(strings.NewReader(in), "x.txt", FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := r.(*brsReader); !ok {
		t.Fatalf("detected %T, want BRS", r)
	}
	d, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"The first paragraph continues here.", "The second paragraph.", "The detailed description."}
	if d.Number != "US09999999" || d.Kind != "B1" || d.Line != 3 || d.Offset != 33 || strings.Join(d.Paragraphs, "|") != strings.Join(want, "|") {
		t.Errorf("got %+v", d)
	}
	if _, err := r.Next(); !errors.Is(err, io.EOF) {
		t.Errorf("got %v, want io.EOF", err)
	}
}

func TestText(t *testing.T) {
	r, err := NewReader(strings.NewReader("\ufeffFirst sentence here.\n\n  Second one.  \r\n"), "s.txt", FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	var lines []int
	for {
		d, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if !d.Sentences || d.Schema != "text" {
			t.Errorf("document %+v", d)
		}
		got = append(got, d.Paragraphs...)
		lines = append(lines, d.Line)
	}
	if strings.Join(got, "|") != "First sentence here.|Second one." || lines[0] != 1 || lines[1] != 3 {
		t.Errorf("got %q at lines %v", got, lines)
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		in   string
		want Format
	}{
		{"<?xml version=\"1.0\"?><a/>", FormatXML},
		{"\ufeff  \n<PATDOC>", FormatXML},
		{"123\tB2\nTitle\n" + brsBoundary + "\nWKU 1\n", FormatBRS},
		{"WKU 09204581\n", FormatBRS},
		{"A sentence.\nAnother one.\n", FormatText},
		{"", FormatText},
	}
	for _, tt := range tests {
		got, err := Detect(bufio.NewReader(strings.NewReader(tt.in)))
		if err != nil || got != tt.want {
			t.Errorf("Detect(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	for _, name := range []string{"auto", "xml", "brs", "text"} {
		f, err := ParseFormat(name)
		if err != nil || f.String() != name {
			t.Errorf("ParseFormat(%q) = %v, %v", name, f, err)
		}
	}
	if _, err := ParseFormat("sgml"); err == nil {
		t.Error("ParseFormat(sgml): no error")
	}
}

// TestGzipMatchesPlain reads a file compressed and uncompressed.
func TestGzipMatchesPlain(t *testing.T) {
	gz := filepath.Join(shared, "xml_ipg120327.two.xml.gz")
	raw, err := os.ReadFile(gz)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "two.xml")
	if err := os.WriteFile(path, plain, 0o644); err != nil {
		t.Fatal(err)
	}
	a, _ := readAll(t, gz)
	b, _ := readAll(t, path)
	if len(a) != 2 || len(a) != len(b) {
		t.Fatalf("%d and %d documents", len(a), len(b))
	}
	for i := range a {
		if a[i].Number != b[i].Number || strings.Join(a[i].Paragraphs, "\n") != strings.Join(b[i].Paragraphs, "\n") {
			t.Errorf("document %d differs", i)
		}
	}
	if a[1].Offset != 10679 || a[1].Line != 257 {
		t.Errorf("second document at byte %d line %d, want 10679 and 257", a[1].Offset, a[1].Line)
	}
}

// FuzzReader feeds arbitrary bytes to every reader: no panics, and every
// error is an *Error or a final error after which io.EOF-free reading
// stops.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"<?xml version=\"1.0\"?>\n<us-patent-grant><description><p>A b. C d.</p></description></us-patent-grant>\n<?xml version=\"1.0\"?>\n<x>",
		"<PATDOC><SDODE><PARA><PTEXT><PDAT>Text &ldquo;q&rdquo;</PDAT></PTEXT></PARA></SDODE></PATDOC>",
		"<patent-application-publication><subdoc-description><paragraph><number>1.</number>x</paragraph></subdoc-description></patent-application-publication>",
		"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>\xe9</a>",
		"<?xml version=\"1.0\" encoding=\"EBCDIC\"?><a/>",
		"<a><b></a>",
		"<description><p>&unknown;</p></description>",
		brsBoundary + "\nWKU 1\nBSTX  text\n      more\n\xff\n",
		"plain\xfe text\nline two\n",
		`<?xml version="1.0"?><ep-patent-document country="EP" doc-number="1" kind="B1"><abstract lang="en"><p>A.</p></abstract><description lang="en"><p>[0001] B <ref type="patent">EP-A-1</ref> & c.</p></description></ep-patent-document>`,
		`<patent-document ucid="WO-1-A1" docnumber="1"><description lang="DE"><p>x</p></description><description lang="en"><p><First</p></description></patent-document>`,
		`<fulltext-document xmlns="http://www.epo.org/fulltext"><bibliographic-data><publication-reference><document-id><country>EP</country><doc-number>2</doc-number></document-id></publication-reference></bibliographic-data><description lang="EN"><p>[0002] t</p>`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, format := range []Format{FormatAuto, FormatXML, FormatBRS, FormatText} {
			r, err := NewReader(bytes.NewReader(data), "fuzz", format)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < len(data)+2; i++ {
				d, err := r.Next()
				if errors.Is(err, io.EOF) {
					break
				}
				var ue *Error
				if err != nil && !errors.As(err, &ue) {
					t.Fatalf("format %v: error %T %v is not an *Error", format, err, err)
				}
				if ue != nil && (ue.Offset < 0 || ue.Offset > int64(len(data)) || ue.Line < 1) {
					t.Fatalf("error position out of range: %v", ue)
				}
				if d != nil && d.Offset > int64(len(data)) {
					t.Fatalf("document offset %d beyond input", d.Offset)
				}
			}
		}
	})
}

// TestZip reads a zip archive (the form of the USPTO bulk downloads) with a
// directory, two good entries and a malformed one: the documents are those
// of the entries read on their own, and the error names the entry.
func TestZip(t *testing.T) {
	dir := t.TempDir()
	gunzip := func(name string) []byte {
		raw, err := os.ReadFile(filepath.Join(shared, name))
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(zr)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	malformed, err := os.ReadFile(filepath.Join(bad, "malformed.xml"))
	if err != nil {
		t.Fatal(err)
	}
	entries := []struct {
		name string
		data []byte
	}{
		{"ipg/", nil},
		{"ipg/two.xml", gunzip("xml_ipg120327.two.xml.gz")},
		{"ipg/malformed.xml", malformed},
		{"brs.txt", gunzip("samples_css_brs_css_brs_sample.txt.gz")},
	}
	path := filepath.Join(dir, "ipg.zip")
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		w, err := zw.Create(e.name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(e.data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path, FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	if f.Compression != "zip" || f.Format != FormatAuto {
		t.Errorf("compression %q, format %v", f.Compression, f.Format)
	}
	f.Close()
	docs, errs := readAll(t, path)
	var numbers []string
	for _, d := range docs {
		numbers = append(numbers, d.Number)
	}
	want := "USD0656308,USD0656309,USD0656309,US09204581,US09204582,US09204583,US09204584,US09204585,US09204586"
	if strings.Join(numbers, ",") != want {
		t.Errorf("documents %s\nwant %s", strings.Join(numbers, ","), want)
	}
	if len(errs) != 1 || errs[0].Error() != path+"!ipg/malformed.xml: byte 1159 (line 32): element <invention-title> closed by </invention-titel>" {
		t.Errorf("errors %v", errs)
	}
	brs, _ := readAll(t, filepath.Join(shared, "samples_css_brs_css_brs_sample.txt.gz"))
	if strings.Join(docs[len(docs)-1].Paragraphs, "\n") != strings.Join(brs[len(brs)-1].Paragraphs, "\n") {
		t.Error("last BRS document differs from the one read on its own")
	}
}
