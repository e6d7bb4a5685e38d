#!/usr/bin/python3
"""Generates the SentencePiece parity fixtures in testdata/spm.

Reference: Debian's sentencepiece 0.1.97 (spm_train + python3-sentencepiece).
Run from the repository root with the shared materials present:

    /usr/bin/python3 testdata/spm/gen_fixtures.py /work/shared /tmp/spmwork
    go test ./data/spm -run TestTrainReproducesFixture -args -update
    /usr/bin/python3 testdata/spm/gen_fixtures.py --gotrained
    /usr/bin/python3 testdata/spm/gen_fixtures.py --pegasus /work/shared

It writes (see README.md):
  inputs.jsonl.gz            test inputs, one JSON object per line:
                             {"text": str} or {"hex": str} for invalid UTF-8
  models/<name>.model.gz     models trained with spm_train (flags in MODELS)
  expected/<name>.jsonl.gz   per input: the C++ ids, and the pieces that are
                             not id_to_piece(id)
  expected/decoded.jsonl.gz  per input: the C++ decode(encode(x))
  decode/<name>.jsonl.gz     random id sequences and the C++ decode of each
  gotrained/<name>.jsonl.gz  (--gotrained) C++ ids with the Go-trained models
  pegasus/tiny_text_tokenizer.json  (--pegasus) HF tokenizer facts of the
                             shared tiny_text fixture
"""

import glob
import gzip
import html
import io
import json
import os
import random
import re
import subprocess
import sys

import sentencepiece as spm

MODES = [a for a in sys.argv[1:] if a.startswith("--")]
ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
SHARED = ARGS[0] if len(ARGS) > 0 else "/work/shared"
WORK = ARGS[1] if len(ARGS) > 1 else "/tmp/spmwork"
OUT = os.path.dirname(os.path.abspath(__file__))

rng = random.Random(20231122)


def gz_open(path, text=True):
    """Opens path for writing as a reproducible gzip stream (mtime 0)."""
    raw = gzip.GzipFile(path, "wb", mtime=0)
    return io.TextIOWrapper(raw, encoding="utf-8") if text else raw


def patent_sentences(limit):
    out, seen = [], set()
    files = sorted(glob.glob(os.path.join(SHARED, "data/patents/uspto-xml/*.xml")))
    for f in files:
        with open(f, encoding="utf-8", errors="replace") as fh:
            data = fh.read()
        for m in re.finditer(r"<p\b[^>]*>(.*?)</p>", data, re.S):
            text = re.sub(r"<[^>]+>", "", m.group(1))
            text = html.unescape(re.sub(r"\s+", " ", text)).strip()
            for s in re.split(r"(?<=[.;:])\s+(?=[A-Z(])", text):
                s = s.strip()
                if 20 <= len(s) <= 400 and s not in seen:
                    seen.add(s)
                    out.append(s)
        if len(out) >= limit:
            break
    return out[:limit]


def ud_sentences(name):
    out = []
    with open(os.path.join(SHARED, "data/ud-english-ewt", name), encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("# text = "):
                out.append(line[len("# text = "):].rstrip("\n"))
    return out


def simplification_sentences():
    out = []
    for f in sorted(glob.glob(os.path.join(SHARED, "data/simplification/asset/*"))):
        with open(f, encoding="utf-8") as fh:
            out.extend(l.rstrip("\n") for l in fh if l.strip())
    return out


PIECES = [
    "12.5 µm", "37 °C", "−40°F", "H₂O", "x² + y²", "ＦＵＬＬＷＩＤＴＨ ｔｅｘｔ", "ﬁle ﬂow", "①②③", "Å", "é",
    "e\u0301", "a\u0308o\u0308u\u0308", "\u1100\u1161\u11a8", "日本語のテキスト", "中文字符", "한국어", "العربية",
    "Ελληνικά", "Кириллица", "🙂", "👩\u200d🔬", "🇪🇺", "\u200b", "\u00a0", "\u3000", "\u2028", "\ufeff",
    "\t", "  ", "   ", "\n", "\r\n", "\x01", "\x07", "\x1b[0m", "\x7f", "\x85", "№ 5", "™", "½", "…", "—",
    "“quoted”", "‘single’", "«guillemets»", "$1,234.56", "10^-3", "50%", "(a)", "[0012]", "FIG. 3A", "U.S. Pat. No. 7,123,456",
    "<LENGTHRATIO_0.95>", "<LEVSIM_0.80>", "<s>", "</s>", "<unk>", "<pad>", "<mask_1>", "▁", "▁▁", "\\", "{}", "ǅ", "ß", "İ",
    "ŉ", "ﷺ", "㍿", "Ⅻ", "⁇", "\ufffd", "\U0001d400\U0001d401", "𝔘𝔫𝔦", "ｶﾀｶﾅ", "\u0300", "\u0300\u0301leading combining",
]


def synthetic(base, n):
    out = []
    for _ in range(n):
        words = rng.choice(base).split(" ")
        k = rng.randint(1, 4)
        for _ in range(k):
            words.insert(rng.randint(0, len(words)), rng.choice(PIECES))
        sep = rng.choice([" ", " ", " ", "  ", "\t", " \t "])
        s = sep.join(words)
        r = rng.random()
        if r < 0.1:
            s = s.upper()
        elif r < 0.2:
            s = "   " + s + "  "
        elif r < 0.25:
            s = s.replace(" ", "")
        out.append(s)
    for _ in range(n // 5):
        # random code points from assorted blocks
        blocks = [(0x20, 0x7e), (0xa0, 0x24f), (0x300, 0x36f), (0x370, 0x3ff), (0x400, 0x4ff), (0x2000, 0x206f),
                  (0x2100, 0x214f), (0x3000, 0x30ff), (0x4e00, 0x4eff), (0xac00, 0xac40), (0xff00, 0xffef),
                  (0x1f300, 0x1f64f), (0x0, 0x1f)]
        s = "".join(chr(rng.randint(*rng.choice(blocks))) for _ in range(rng.randint(0, 30)))
        out.append(s)
    out += ["", " ", "   ", "\t", "▁", "a", "A", " a ", "a  b", "a\tb", "x" * 300, "1234567890" * 5,
            "<LENGTHRATIO_0.95><LEVSIM_0.80> text", "<unk><s></s>", "\u200b\u200b", "\x00", "a\x00b"]
    return out


def invalid_utf8():
    raw = [b"\xff", b"abc\xffdef", b"\xc3", b"\xc3(", b"\xe2\x82", b"\xed\xa0\x80 surrogate", b"\xf4\x90\x80\x80",
           b"\xc0\xaf overlong", b"ok \x80\x81\x82 bytes", b"\xef\xbf\xbd real replacement"]
    for _ in range(40):
        raw.append(bytes(rng.randint(0, 255) for _ in range(rng.randint(1, 24))))
    return raw


MODELS = {
    # name: spm_train flags
    "unigram1k": "--model_type=unigram --vocab_size=1000",
    "unigram8k": "--model_type=unigram --vocab_size=8000",
    "bpe300": "--model_type=bpe --vocab_size=300",
    "bpe1k": "--model_type=bpe --vocab_size=1000",
    "unigram1k_bytefb": "--model_type=unigram --vocab_size=1000 --byte_fallback=true --character_coverage=0.995",
    "bpe1k_bytefb": "--model_type=bpe --vocab_size=1000 --byte_fallback=true --character_coverage=0.995",
    "unigram1k_user": "--model_type=unigram --vocab_size=1000 --user_defined_symbols=<LENGTHRATIO_0.95>,<LEVSIM_0.80>,µm,°C"
                      " --control_symbols=<ctrl1>,<ctrl2> --pad_id=3",
    "bpe1k_user": "--model_type=bpe --vocab_size=1000 --user_defined_symbols=<LENGTHRATIO_0.95>,<LEVSIM_0.80>,µm,°C"
                  " --control_symbols=<ctrl1>",
    "unigram1k_nfkccf": "--model_type=unigram --vocab_size=1000 --normalization_rule_name=nmt_nfkc_cf --split_digits=true",
    "bpe1k_identity": "--model_type=bpe --vocab_size=1000 --normalization_rule_name=identity"
                      " --add_dummy_prefix=false --remove_extra_whitespaces=false",
    "unigram1k_suffix": "--model_type=unigram --vocab_size=1000 --treat_whitespace_as_suffix=true --normalization_rule_name=nfkc",
    "unigram32k": "--model_type=unigram --vocab_size=32000 --hard_vocab_limit=false",
}


def main():
    os.makedirs(WORK, exist_ok=True)
    for d in ("models", "expected", "decode"):
        os.makedirs(os.path.join(OUT, d), exist_ok=True)

    patents = patent_sentences(60000)
    ud = ud_sentences("en_ewt-ud-train.conllu")
    simp = simplification_sentences()
    print("patents", len(patents), "ud", len(ud), "simp", len(simp), file=sys.stderr)

    rng.shuffle(patents)
    test_patents, train_patents = patents[:2500], patents[2500:]
    ud_test = ud_sentences("en_ewt-ud-test.conllu")
    train = train_patents + ud + simp
    with open(os.path.join(WORK, "train.txt"), "w", encoding="utf-8") as fh:
        for s in train:
            fh.write(s + "\n")

    short_patents = [p for p in test_patents if len(p) <= 200][:2000]
    inputs = short_patents + ud_test[:2000] + synthetic(short_patents + ud_test, 1500)
    inputs = [s.encode("utf-8") for s in inputs] + invalid_utf8()
    with gz_open(os.path.join(OUT, "inputs.jsonl.gz")) as fh:
        for b in inputs:
            try:
                fh.write(json.dumps({"text": b.decode("utf-8")}, ensure_ascii=False) + "\n")
            except UnicodeDecodeError:
                fh.write(json.dumps({"hex": b.hex()}) + "\n")
    print("inputs", len(inputs), file=sys.stderr)

    decoded = [dict() for _ in inputs]
    for name, flags in MODELS.items():
        prefix = os.path.join(WORK, name)
        if not os.path.exists(prefix + ".model"):
            cmd = ["spm_train", "--input=" + os.path.join(WORK, "train.txt"), "--model_prefix=" + prefix,
                   "--input_sentence_size=200000", "--shuffle_input_sentence=true", "--num_threads=2",
                   "--minloglevel=1"] + flags.split()
            subprocess.run(cmd, check=True, stderr=subprocess.DEVNULL)
        with open(prefix + ".model", "rb") as fh:
            blob = fh.read()
        with gz_open(os.path.join(OUT, "models", name + ".model.gz"), text=False) as fh:
            fh.write(blob)
        sp = spm.SentencePieceProcessor(model_file=prefix + ".model")
        # One line per input: {"ids": [...], "unk": {"index": piece}} where
        # "unk" lists the pieces that differ from id_to_piece(id) (runs of
        # unknown characters spelled as normalized text).
        with gz_open(os.path.join(OUT, "expected", name + ".jsonl.gz")) as fh:
            for i, b in enumerate(inputs):
                try:
                    b = b.decode("utf-8")
                except UnicodeDecodeError:
                    pass
                ids = sp.encode(b)
                pieces = sp.encode(b, out_type=str)
                pieces = [p.decode("utf-8") if isinstance(p, bytes) else p for p in pieces]
                dec = sp.decode(ids)
                if isinstance(dec, bytes):
                    dec = dec.decode("utf-8")
                decoded[i][name] = dec
                unk = {str(j): p for j, (p, id) in enumerate(zip(pieces, ids)) if p != sp.id_to_piece(id)}
                row = {"ids": ids}
                if unk:
                    row["unk"] = unk
                fh.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")
        n = sp.get_piece_size()
        with gz_open(os.path.join(OUT, "decode", name + ".jsonl.gz")) as fh:
            for i in range(300):
                k = rng.randint(0, 12)
                if i % 3 == 0:
                    ids = [rng.randint(0, min(n, 300) - 1) for _ in range(k)]
                else:
                    ids = [rng.randint(0, n - 1) for _ in range(k)]
                fh.write(json.dumps({"ids": ids, "decoded": sp.decode(ids)}, ensure_ascii=False) + "\n")
        print(name, n, len(blob), file=sys.stderr)
    # decode(encode(x)) per input: the "unigram1k" value, plus the models
    # whose round trip differs from it.
    with gz_open(os.path.join(OUT, "expected", "decoded.jsonl.gz")) as fh:
        for d in decoded:
            base = d["unigram1k"]
            row = {k: v for k, v in d.items() if k == "unigram1k" or v != base}
            fh.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")


def read_inputs():
    out = []
    with gzip.open(os.path.join(OUT, "inputs.jsonl.gz"), "rt", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            out.append(row["text"] if "text" in row else bytes.fromhex(row["hex"]))
    return out


def gotrained():
    """Encodes the inputs with the models trained by patsimp's Go trainer
    (gotrained/*.model.gz, written by `go test ./data/spm -args -update`)."""
    inputs = read_inputs()
    for path in sorted(glob.glob(os.path.join(OUT, "gotrained", "*.model.gz"))):
        name = os.path.basename(path)[:-len(".model.gz")]
        with gzip.open(path, "rb") as fh:
            sp = spm.SentencePieceProcessor(model_proto=fh.read())
        # ids for every input; decode(ids) for the first 500.
        with gz_open(os.path.join(OUT, "gotrained", name + ".jsonl.gz")) as fh:
            for i, b in enumerate(inputs):
                row = {"ids": sp.encode(b)}
                if i < 500:
                    dec = sp.decode(row["ids"])
                    row["decoded"] = dec.decode("utf-8") if isinstance(dec, bytes) else dec
                fh.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")
        print(name, sp.get_piece_size(), file=sys.stderr)


def pegasus_text():
    """Extracts the tokenizer-level facts of fixtures/pegasus/tiny_text/public.json
    (HF transformers 4.29.2): the batch encoding of the inputs and, for every
    generated sequence, its decodes with and without special tokens."""
    with open(os.path.join(SHARED, "fixtures/pegasus/tiny_text/public.json"), encoding="utf-8") as fh:
        d = json.load(fh)
    out = {
        "source": "fixtures/pegasus/tiny_text/public.json",
        "call": d["tokenizer"]["call"],
        "texts": [it["text"] for it in d["items"]],
        "input_tokens": [it["input_tokens"] for it in d["items"]],
        "batch_input_ids": d["batch"]["input_ids"],
        "batch_attention_mask": d["batch"]["attention_mask"],
        "decodes": [],
    }
    for it in d["items"]:
        for setting, outs in sorted(it["outputs"].items()):
            for o in outs:
                out["decodes"].append({"setting": setting, "ids": o["generated_ids"], "text": o["text"],
                                       "text_with_special": o["text_with_special"]})
    with open(os.path.join(OUT, "pegasus", "tiny_text_tokenizer.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=0)


if __name__ == "__main__":
    if "--pegasus" in MODES:
        pegasus_text()
    elif "--gotrained" in MODES:
        gotrained()
    else:
        main()
