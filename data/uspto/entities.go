package uspto

import "encoding/xml"

// entities maps the named character entities found in USPTO documents to
// their text: the HTML 4 set plus the ISO 8879 entities (Greek "gr" names,
// brackets and signs) used by the PATDOC and pap DTDs. Invisible operators
// become nothing.
var entities = func() map[string]string {
	m := make(map[string]string, len(xml.HTMLEntity)+len(isoEntities))
	for k, v := range xml.HTMLEntity {
		m[k] = v
	}
	for k, v := range isoEntities {
		m[k] = v
	}
	return m
}()

var isoEntities = map[string]string{
	// ISO 8879 Greek letters (ISOgrk1).
	"agr": "α", "bgr": "β", "ggr": "γ", "dgr": "δ", "egr": "ε", "zgr": "ζ", "eegr": "η",
	"thgr": "θ", "igr": "ι", "kgr": "κ", "lgr": "λ", "mgr": "μ", "ngr": "ν", "xgr": "ξ",
	"ogr": "ο", "pgr": "π", "rgr": "ρ", "sgr": "σ", "sfgr": "ς", "tgr": "τ", "ugr": "υ",
	"phgr": "φ", "khgr": "χ", "psgr": "ψ", "ohgr": "ω",
	"Agr": "Α", "Bgr": "Β", "Ggr": "Γ", "Dgr": "Δ", "Egr": "Ε", "Zgr": "Ζ", "EEgr": "Η",
	"THgr": "Θ", "Igr": "Ι", "Kgr": "Κ", "Lgr": "Λ", "Mgr": "Μ", "Ngr": "Ν", "Xgr": "Ξ",
	"Ogr": "Ο", "Pgr": "Π", "Rgr": "Ρ", "Sgr": "Σ", "Tgr": "Τ", "Ugr": "Υ", "PHgr": "Φ",
	"KHgr": "Χ", "PSgr": "Ψ", "OHgr": "Ω",
	// ISO 8879 numeric and special graphic characters (ISOnum).
	"lsqb": "[", "rsqb": "]", "lcub": "{", "rcub": "}", "lpar": "(", "rpar": ")",
	"equals": "=", "plus": "+", "num": "#", "percnt": "%", "dollar": "$", "excl": "!",
	"quest": "?", "commat": "@", "lowbar": "_", "verbar": "|", "sol": "/", "bsol": "\\",
	"ast": "*", "colon": ":", "semi": ";", "period": ".", "comma": ",", "hyphen": "-",
	"dash": "‐", "horbar": "―", "half": "½", "frac15": "⅕", "frac16": "⅙", "frac18": "⅛",
	"frac23": "⅔", "frac25": "⅖", "frac35": "⅗", "frac38": "⅜", "frac45": "⅘",
	"frac56": "⅚", "frac58": "⅝", "frac78": "⅞", "ohm": "Ω", "check": "✓", "cross": "✗",
	"square": "□", "squf": "▪", "cir": "○", "star": "☆", "starf": "★", "male": "♂",
	"female": "♀", "phone": "☎", "ldquor": "„", "rdquor": "”", "lsquor": "‚", "rsquor": "’",
	// Invisible MathML operators.
	"af": "", "it": "", "ic": "",
	// Others seen in USPTO text.
	"angst": "Å", "ap": "≈", "ne": "≠", "le": "≤", "ge": "≥", "lE": "≦", "gE": "≧",
	"rarr": "→", "larr": "←", "harr": "↔", "uarr": "↑", "darr": "↓", "cent": "¢",
}
