#!/usr/bin/env python3
"""End-to-end PyTorch reference of `patsimp simplify` (issue 14).

Simplifies the sentences of a file (one per line) with an ACCESS checkpoint
(default: the patent model embedded in patsimp, models/access/bundled/model)
and writes one simplification per line, exactly as

    bin/patsimp simplify --in FILE

does with its default flags: the same network (models/access/model.go:
pre-norm fairseq-style transformer, sinusoidal positions from 0, embeddings
scaled by sqrt(d), tied output table), the same inputs (the checkpoint's
control tokens, SentencePiece pieces, EOS; decoding starts with the
SentencePiece BOS), the same batching (all sentences sorted stably by source
length, batches of --batch, each source's output capped at
int(1.5 * len(source)) + 10 tokens after the start token) and the same search
(decode/generate.go: HF 4.29-style beam search with length penalty 1 and
early_stopping=False, no_repeat_ngram_size 3, finished sources retired from
the batch once at most half are still open; --beams 1 is greedy search) and
the same known-words constraint (--known-words, on by default with the
embedded model, off with --checkpoint; decode/lexical, eval/known.go): after
the n-gram ban each row keeps its best tokens (1 greedy, 2 * beams) that keep
every output word a word of its source or of the wordfreq list
(datasets/wordfreq), found by checking the row's best tokens in growing
groups (in beam search a row stops at a token that can no longer be among
its source's best candidates, as decode's constrainBeams), and every other
token gets -inf. It is written from the Go
definitions (word runes, Python lowercasing, possessives, hyphen parts,
byte-fallback pieces that split a rune), not by calling Go.

The decoder keeps a key/value cache; beams of a source share one copy of the
encoder keys and values. Run it with the venv of `make venv`:

    .venv/bin/python bench/torch/simplify_ref.py --in FILE [--out FILE]
        [--threads N] [--beams 8] [--batch 32] [--no-repeat-ngram 3]
        [--checkpoint DIR] [--known-words | --no-known-words] [--verbatim | --no-verbatim]
        [--no-loops | --no-no-loops]
"""

import argparse
import bisect
import gzip
import json
import math
import os
import re
import sys
import unicodedata

import numpy as np
import torch
import torch.nn.functional as F
import sentencepiece as spm
from safetensors import safe_open

HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLED = os.path.join(HERE, "..", "..", "models", "access", "bundled", "model")

MASK = -1e9  # models/access maskValue
INITIAL_BEAM_SCORE = -1e9  # decode initialBeamScore

# data/controls: features in source-side token order, and their token names.
FEATURES = [
    ("DependencyTreeDepthRatio", "DEPENDENCYTREEDEPTHRATIO", ("dependencytreedepth", "depth")),
    ("WordRankRatio", "WORDRANKRATIO", ("wordrank",)),
    ("Levenshtein", "LEVENSHTEIN", ("levenshteinratio",)),
    ("LengthRatio", "LENGTHRATIO", ("length",)),
]
DEFAULT_CONTROLS = "LengthRatio=0.95,Levenshtein=0.75,WordRankRatio=0.75"


def feature_index(name):
    n = name.strip().lower()
    for i, (user, tok, aliases) in enumerate(FEATURES):
        if n in (user.lower(), tok.lower()) or n in aliases:
            return i
    raise ValueError(f"unknown control feature {name!r}")


def control_tokens(spec, features):
    """The control tokens of spec restricted to features, in source order."""
    vals = {}
    for part in spec.split(","):
        name, val = part.split("=", 1)
        vals[feature_index(name)] = float(val)
    used = sorted(feature_index(f) for f in features)
    out = []
    for i in used:
        if i not in vals:
            raise ValueError(f"no value for control {FEATURES[i][0]}, which the model was trained with")
        # controls.Bucket: round(round(v/0.05)*0.05, 10); repr of the float.
        b = round(round(vals[i] / 0.05) * 0.05, 10)
        out.append(f"<{FEATURES[i][1]}_{b!r}>")
    return out


class Vocab:
    """models/access.Vocab over a SentencePiece model."""

    def __init__(self, path, features):
        self.sp = spm.SentencePieceProcessor(model_file=path)
        self.size = self.sp.get_piece_size()
        self.eos = self.sp.eos_id()
        self.ctrl = {}
        self.control_ids = set()
        all_tokens = []
        for i in sorted(feature_index(f) for f in features):
            for k in range(41):
                b = round(round(k * 0.05 / 0.05) * 0.05, 10)
                all_tokens.append(f"<{FEATURES[i][1]}_{b!r}>")
        for tok in all_tokens:
            pid = self.sp.piece_to_id(tok)
            if pid != self.sp.unk_id() and self.sp.id_to_piece(pid) == tok and not self.sp.is_control(pid):
                self.ctrl[tok] = pid
                self.control_ids.add(pid)
            else:
                self.ctrl[tok] = self.size
                self.size += 1
        if self.sp.pad_id() >= 0:
            self.pad = self.sp.pad_id()
        else:
            self.pad = self.size
            self.size += 1
        self.bos = self.sp.bos_id() if self.sp.bos_id() >= 0 else self.eos

    def encode_source(self, ctrl_tokens, text):
        return [self.ctrl[t] for t in ctrl_tokens] + self.sp.encode(text) + [self.eos]

    def decode(self, ids):
        n = self.sp.get_piece_size()
        keep = [i for i in ids if i not in (self.pad, self.bos, self.eos) and 0 <= i < n and i not in self.control_ids]
        return self.sp.decode(keep)


class Access:
    """The ACCESS network of models/access/model.go with the checkpoint's weights (widened to float32)."""

    def __init__(self, path, cfg):
        self.cfg = cfg
        self.d = cfg["d_model"]
        self.h = cfg["heads"]
        self.dh = self.d // self.h
        self.eps = cfg["layer_norm_epsilon"]
        self.pad = cfg["pad_id"]
        if not cfg.get("pre_norm", False):
            raise SystemExit("simplify_ref: only pre-norm checkpoints are implemented")
        w = {}
        with safe_open(path, "pt") as f:
            for k in f.keys():
                w[k] = f.get_tensor(k).to(torch.float32).contiguous()
        self.w = w
        self.table = w["/embed/src/embeddings"]  # shared embeddings
        self.table_t = self.table.t().contiguous()
        self.qscale = 1 / math.sqrt(self.dh)

    def lin(self, x, name):
        return torch.addmm(self.w[name + "/dense/biases"], x.reshape(-1, x.shape[-1]),
                           self.w[name + "/dense/weights"]).reshape(*x.shape[:-1], -1)

    def norm(self, x, name):
        return F.layer_norm(x, (self.d,), self.w[name + "/layer_normalization/gain"],
                            self.w[name + "/layer_normalization/offset"], self.eps)

    def sinusoids(self, positions):
        half = self.d // 2
        step = math.log(10000) / max(half - 1, 1)
        j = torch.arange(half, dtype=torch.float32)
        freq = torch.exp(j * torch.tensor(-step, dtype=torch.float32))
        angle = positions.to(torch.float32)[:, None] * freq[None, :]
        return torch.cat([torch.sin(angle), torch.cos(angle)], 1)

    def embed(self, ids, positions):
        return self.table[ids] * math.sqrt(self.d) + self.sinusoids(positions)[None]

    def ffn(self, x, p):
        return self.lin(torch.relu(self.lin(x, p + "/fc1")), p + "/fc2")

    def split(self, x):  # [b, t, d] -> [b, h, t, dh]
        b, t, _ = x.shape
        return x.reshape(b, t, self.h, self.dh).transpose(1, 2)

    def encode(self, src):
        """src [b, s] padded -> per decoder layer (K, V) [b, h, s, dh], and the key bias [b, 1, 1, s]."""
        b, s = src.shape
        bias = torch.where(src != self.pad, 0.0, MASK).to(torch.float32)[:, None, None, :]
        x = self.embed(src, torch.arange(s))
        for i in range(self.cfg["encoder_layers"]):
            p = f"/encoder/layer_{i}"
            hn = self.norm(x, p + "/self_attn/norm")
            q = self.split(self.lin(hn, p + "/self_attn/q_proj")) * self.qscale
            k = self.split(self.lin(hn, p + "/self_attn/k_proj"))
            v = self.split(self.lin(hn, p + "/self_attn/v_proj"))
            a = torch.softmax(q @ k.transpose(-1, -2) + bias, -1) @ v
            x = x + self.lin(a.transpose(1, 2).reshape(b, s, self.d), p + "/self_attn/out_proj")
            x = x + self.ffn(self.norm(x, p + "/ffn/norm"), p + "/ffn")
        x = self.norm(x, "/encoder/final_norm")
        cross = []
        for i in range(self.cfg["decoder_layers"]):
            p = f"/decoder/layer_{i}/cross_attn"
            cross.append((self.split(self.lin(x, p + "/k_proj")), self.split(self.lin(x, p + "/v_proj"))))
        return cross, bias


class Session:
    """One batch being decoded (decode.Session + decode.Retainer)."""

    def __init__(self, model, src, expand, max_steps):
        self.m = model
        self.expand = expand
        longest = max(1, max(len(s) for s in src))
        width = min((longest + 7) // 8 * 8, model.cfg["max_positions"])
        flat = torch.full((len(src), width), model.pad, dtype=torch.long)
        for r, s in enumerate(src):
            flat[r, : len(s)] = torch.tensor(s, dtype=torch.long)
        self.cross, self.bias = model.encode(flat)
        self.rows = len(src) * expand
        cap = min(max_steps, model.cfg["max_positions"])
        L = model.cfg["decoder_layers"]
        self.k = [torch.empty(self.rows, model.h, cap, model.dh) for _ in range(L)]
        self.v = [torch.empty(self.rows, model.h, cap, model.dh) for _ in range(L)]
        self.pos = 0

    def step(self, parents, tokens):
        m = self.m
        pos = self.pos
        rows = len(tokens)
        nsrc = rows // self.expand
        if parents is not None and pos > 0:
            idx = torch.tensor(parents, dtype=torch.long)
            for i in range(len(self.k)):
                self.k[i][:, :, :pos] = self.k[i][:, :, :pos].index_select(0, idx)
                self.v[i][:, :, :pos] = self.v[i][:, :, :pos].index_select(0, idx)
        tok = torch.tensor(tokens, dtype=torch.long)
        x = m.embed(tok[:, None], torch.tensor([pos]))  # [rows, 1, d]
        for i in range(m.cfg["decoder_layers"]):
            p = f"/decoder/layer_{i}"
            hn = m.norm(x, p + "/self_attn/norm")
            q = m.split(m.lin(hn, p + "/self_attn/q_proj")) * m.qscale  # [rows, h, 1, dh]
            self.k[i][:, :, pos : pos + 1] = m.split(m.lin(hn, p + "/self_attn/k_proj"))
            self.v[i][:, :, pos : pos + 1] = m.split(m.lin(hn, p + "/self_attn/v_proj"))
            k, v = self.k[i][:, :, : pos + 1], self.v[i][:, :, : pos + 1]
            a = torch.softmax(q @ k.transpose(-1, -2), -1) @ v
            x = x + m.lin(a.transpose(1, 2).reshape(rows, 1, m.d), p + "/self_attn/out_proj")
            hn = m.norm(x, p + "/cross_attn/norm")
            q = m.split(m.lin(hn, p + "/cross_attn/q_proj")) * m.qscale
            ck, cv = self.cross[i]  # [nsrc, h, s, dh]
            g = self.expand
            qg = q.reshape(nsrc, g, m.h, 1, m.dh)
            sc = qg @ ck[:, None].transpose(-1, -2) + self.bias[:, None]
            a = (torch.softmax(sc, -1) @ cv[:, None]).reshape(rows, m.h, 1, m.dh)
            x = x + m.lin(a.transpose(1, 2).reshape(rows, 1, m.d), p + "/cross_attn/out_proj")
            x = x + m.ffn(m.norm(x, p + "/ffn/norm"), p + "/ffn")
        x = m.norm(x, "/decoder/final_norm")
        logits = x.reshape(rows, m.d) @ m.table_t
        self.pos += 1
        return torch.log_softmax(logits, -1)

    def retain(self, sources):
        e = self.expand
        rows = torch.tensor([b * e + j for b in sources for j in range(e)], dtype=torch.long)
        sidx = torch.tensor(sources, dtype=torch.long)
        self.cross = [(k.index_select(0, sidx), v.index_select(0, sidx)) for k, v in self.cross]
        self.bias = self.bias.index_select(0, sidx)
        self.k = [t.index_select(0, rows) for t in self.k]
        self.v = [t.index_select(0, rows) for t in self.v]
        self.rows = len(rows)


def banned_ngram_tokens(seq, n):
    """Tokens that would complete an n-gram already in seq (HF no_repeat_ngram_size)."""
    if n <= 0 or len(seq) + 1 < n:
        return []
    prefix = seq[len(seq) - n + 1 :]
    out = []
    for i in range(len(seq) - n + 1):
        if seq[i : i + n - 1] == prefix:
            out.append(seq[i + n - 1])
    return out


def process(lp, rows_seqs, n):
    """Applies no_repeat_ngram_size to the rows of lp ([rows, V] tensor) in place; rows_seqs is [(row, seq)]."""
    if n <= 0:
        return
    r_idx, t_idx = [], []
    for r, seq in rows_seqs:
        for t in banned_ngram_tokens(seq, n):
            r_idx.append(r)
            t_idx.append(t)
    if r_idx:
        lp[r_idx, t_idx] = float("-inf")


def retire(sess, live, done, expand):
    """decode.retire: the positions in live kept, or None."""
    if len(live) < 2:
        return None
    open_ = sum(1 for b in live if not done[b])
    target = 1
    while target < open_:
        target *= 2
    if open_ == 0 or open_ > len(live) // 2 or target >= len(live):
        return None
    keep, spare = [], target - open_
    for k, b in enumerate(live):
        if not done[b]:
            keep.append(k)
        elif spare > 0:
            keep.append(k)
            spare -= 1
    sess.retain(keep)
    return keep


def greedy(sess, limits, opt):
    n = len(limits)
    seqs = [[opt.bos] for _ in range(n)]
    finished = [False] * n
    tokens = [opt.bos] * n
    live = list(range(n))
    free = [False] * n
    sums = [0.0] * n  # float64 sums of the chosen float32 log-probabilities, as decode's greedy
    while True:
        lp = sess.step(None, tokens[: len(live)])
        rows = [(k, seqs[i]) for k, i in enumerate(live) if not finished[i]]
        process(lp, rows, opt.no_repeat)
        for i in constrain(lp, [(k, i, seqs[i]) for k, i in enumerate(live) if not finished[i]], 1, opt.cons):
            free[i] = True
        best = torch.argmax(lp, -1).tolist()
        chosen = lp[torch.arange(lp.shape[0]), torch.tensor(best, dtype=torch.long)].tolist()
        left = 0
        for k, i in enumerate(live):
            if finished[i]:
                tokens[k] = opt.pad
                continue
            t = best[k]
            tokens[k] = t
            seqs[i].append(t)
            sums[i] += chosen[k]
            if t == opt.eos or len(seqs[i]) >= limits[i]:
                finished[i] = True
            else:
                left += 1
        if left == 0:
            break
        keep = retire(sess, live, finished, 1)
        if keep is not None:
            tokens = [tokens[k] for k in keep] + tokens[len(keep):]
            live = [live[k] for k in keep]
    return [(seqs[i], free[i], sums[i] / max(1, len(seqs[i]) - 1)) for i in range(n)]


class Hyps:
    """decode.hypotheses (HF BeamHypotheses), length penalty 1, early_stopping=False."""

    def __init__(self, nb):
        self.nb = nb
        self.beams = []  # [score, tokens]
        self.worst = 1e9

    def add(self, tokens, sum_lp, free):
        score = sum_lp / float(len(tokens))
        if len(self.beams) >= self.nb and score <= self.worst:
            return
        self.beams.append((score, tokens, free))
        if len(self.beams) <= self.nb:
            self.worst = min(score, self.worst)
            return
        order = sorted(range(len(self.beams)), key=lambda i: self.beams[i][0])
        self.worst = self.beams[order[1]][0]
        del self.beams[order[0]]

    def done(self, best_sum, cur_len):
        if len(self.beams) < self.nb:
            return False
        return self.worst >= best_sum / float(cur_len)

    def best(self):
        s = sorted(self.beams, key=lambda x: x[0])  # stable
        return s[-1][1], s[-1][2], s[-1][0]


def beam_search(sess, limits, opt):
    n, nb = len(limits), opt.beams
    rows = n * nb
    # Beam scores are float32 values (kept as Python floats).
    beam_scores = [0.0 if r % nb == 0 else float(torch.tensor(INITIAL_BEAM_SCORE, dtype=torch.float32)) for r in range(rows)]
    seqs = [[opt.bos] for _ in range(rows)]
    tokens = [opt.bos] * rows
    hyps = [Hyps(nb) for _ in range(n)]
    esc = [False] * rows  # per row: a step went on without the constraint
    live = list(range(n))
    done = [False] * n
    parents = None
    cur_len = 1
    while True:
        sp = None
        st = []
        for k, b in enumerate(live):
            st.extend(tokens[b * nb : (b + 1) * nb])
        if parents is not None:
            sp = []
            for k, b in enumerate(live):
                sp.extend(k * nb + parents[b * nb + j] - b * nb for j in range(nb))
        lp = sess.step(sp, st)
        v = lp.shape[1]
        open_k = [k for k, b in enumerate(live) if not done[b]]
        process(lp, [(k * nb + j, seqs[live[k] * nb + j]) for k in open_k for j in range(nb)], opt.no_repeat)
        free = constrain(lp, [(k * nb + j, live[k], seqs[live[k] * nb + j]) for k in open_k for j in range(nb)], 2 * nb, opt.cons,
                         [beam_scores[live[k] * nb + j] for k in open_k for j in range(nb)])
        next_esc = list(esc)
        next_parents = list(range(rows)) if parents is None else list(parents)
        next_scores = list(beam_scores)
        next_tokens = list(tokens)
        if open_k:
            kk = torch.tensor(open_k, dtype=torch.long)
            orig_rows = torch.tensor([live[k] * nb + j for k in open_k for j in range(nb)], dtype=torch.long)
            sc = lp.reshape(len(live), nb, v).index_select(0, kk) + torch.tensor(beam_scores, dtype=torch.float32)[orig_rows].reshape(len(open_k), nb, 1)
            sc = sc.reshape(len(open_k), nb * v)
            top_s, top_i = torch.topk(sc, 2 * nb, dim=1)
            top_s, top_i = top_s.tolist(), top_i.tolist()
        for k, b in enumerate(live):
            base = b * nb
            if done[b]:
                for j in range(nb):
                    next_scores[base + j] = 0
                    next_tokens[base + j] = opt.pad
                    next_parents[base + j] = base
                continue
            o = open_k.index(k)
            # Ties to the lower index, as decode.topK does.
            cands = sorted(zip(top_s[o], top_i[o]), key=lambda c: (-c[0], c[1]))
            j = 0
            for rank, (s, idx) in enumerate(cands):
                parent = base + idx // v
                tok = idx % v
                if tok == opt.eos:
                    if rank >= nb:
                        continue
                    hyps[b].add(seqs[parent], s, esc[parent] or b in free)
                else:
                    next_scores[base + j] = s
                    next_esc[base + j] = esc[parent] or b in free
                    next_tokens[base + j] = tok
                    next_parents[base + j] = parent
                    j += 1
                if j == nb:
                    break
            if j < nb:
                raise SystemExit(f"beam search kept {j} of {nb} beams at length {cur_len}")
            done[b] = done[b] or hyps[b].done(cands[0][0], cur_len)
        new_seqs = {}
        for b in live:
            for r in range(b * nb, (b + 1) * nb):
                new_seqs[r] = seqs[next_parents[r]] + [next_tokens[r]]
        all_done = True
        for b in live:
            for r in range(b * nb, (b + 1) * nb):
                seqs[r] = new_seqs[r]
                tokens[r] = next_tokens[r]
            base = b * nb
            beam_scores[base : base + nb] = next_scores[base : base + nb]
            esc[base : base + nb] = next_esc[base : base + nb]
            if not done[b] and cur_len + 1 >= limits[b]:
                for r in range(base, base + nb):
                    hyps[b].add(seqs[r], beam_scores[r], esc[r])
                done[b] = True
            all_done = all_done and done[b]
        parents = next_parents
        if all_done:
            break
        keep = retire(sess, live, done, nb)
        if keep is not None:
            live = [live[k] for k in keep]
        cur_len += 1
    return [hyps[b].best() for b in range(n)]


# ---------------------------------------------------------------------------
# --known-words: decode/lexical (the constraint), eval/known.go and
# eval/garble.go (words, known words), decode/generate.go constrain.

WORDFREQ = os.path.join(HERE, "..", "..", "datasets", "wordfreq", "large_en.ranked.tsv.gz")
APOS_HYPHENS = str.maketrans({"\u2019": "'", "\u2018": "'", "\u2010": "-", "\u2011": "-"})


def is_word_rune(c):
    """eval.IsWordRune: letters, marks, decimal digits, apostrophes and hyphens."""
    if c in "'-\u2019\u2018\u2010\u2011":
        return True
    cat = unicodedata.category(c)
    return cat[0] in "LM" or cat == "Nd"


def has_digit(s):
    return any(unicodedata.category(c) == "Nd" for c in s)


def normalize_word_text(s):
    """eval.NormalizeWordText: Python lowercasing, typographic apostrophes and hyphens made ASCII."""
    return s.lower().translate(APOS_HYPHENS)


def word_parts(w):
    return [p for p in w.replace("'", "-").split("-") if p]


def words(s):
    """eval.Words: the words of s as the invented-word measure counts them."""
    s = normalize_word_text(s)
    out, start = [], -1
    for j in range(len(s) + 1):
        if j < len(s) and is_word_rune(s[j]):
            if start < 0:
                start = j
            continue
        if start >= 0:
            w = s[start:j].strip("'-")
            if w and not has_digit(w):
                if w.endswith("'s"):
                    w = w[:-2]
                w = w.rstrip("'")
                if w:
                    out.append(w)
        start = -1
    return out


class Lexicon:
    """eval.WordRanker as a PrefixLexicon: the lowercased words of the wordfreq list."""

    def __init__(self, path=WORDFREQ):
        self.words = set()
        with gzip.open(path, "rt", encoding="utf-8", newline="\n") as f:  # lines end at \n only, as bufio.ScanLines
            for n, line in enumerate(f, 1):
                line = line.rstrip("\r\n")
                if not line or line[0] == "#":
                    continue
                parts = line.split("\t")
                if len(parts) < 2 or not parts[1]:
                    raise SystemExit(f"{path}:{n}: want rank<TAB>word, got {line!r}")
                self.words.add(parts[1].lower())
        if not self.words:
            raise SystemExit(f"{path}: no words")
        self.sorted = sorted(self.words)  # code point order = Go's byte order

    def known(self, w):
        return w in self.words

    def has_prefix(self, p):
        i = bisect.bisect_left(self.sorted, p)
        return i < len(self.sorted) and self.sorted[i].startswith(p)


class KnownWords:
    """eval.KnownWords of one source."""

    def __init__(self, source, lex):
        self.lex = lex
        self.src = set()
        for w in words(source):
            self.src.add(w)
            if "-" in w or "'" in w:
                self.src.update(word_parts(w))
        # The source's tokens with a digit and their parts with one (eval.KnownWords.nums).
        self.nums = set()
        tok = []
        for c in normalize_word_text(source) + " ":
            if is_word_rune(c):
                tok.append(c)
                continue
            w = "".join(tok).strip("'-")
            tok = []
            if has_digit(w):
                self.nums.add(w)
                self.nums.update(p for p in word_parts(w) if has_digit(p))

    def _known_part(self, p):
        if has_digit(p):
            return p in self.nums
        return p in self.src or self.lex.known(p)

    def _known(self, w):
        if w in self.src or self.lex.known(w):
            return True
        if "-" not in w and "'" not in w:
            return False
        return all(p in self.src or self.lex.known(p) for p in word_parts(w))

    def complete(self, tok):
        w = tok.strip("'-")
        if not w:
            return True
        if has_digit(w):
            return w in self.nums or all(self._known_part(p) for p in word_parts(w))
        if w.endswith("'s"):
            w = w[:-2]
        w = w.rstrip("'")
        return not w or self._known(w)

    def _begins(self, p):
        if not p or (not has_digit(p) and self.lex.has_prefix(p)):
            return True
        return any(w.startswith(p) for w in self.src) or any(w.startswith(p) for w in self.nums)

    def partial(self, tok):
        w = tok.lstrip("'-")
        if not w or self._begins(w):
            return True
        cut = max(w.rfind("-"), w.rfind("'"))
        if cut < 0:
            return False
        if not all(self._known_part(p) for p in word_parts(w[:cut])):
            return False
        return self._begins(w[cut + 1 :])


def piece_types(path):
    """The type of each piece of a SentencePiece model (ModelProto.pieces[].type; 1 normal, 2 unknown,
    3 control, 4 user-defined, 5 unused, 6 byte), read from the protobuf without a protobuf library."""
    with open(path, "rb") as f:
        b = f.read()

    def varint(b, i):
        x = shift = 0
        while True:
            if i >= len(b):
                raise SystemExit(f"{path}: truncated varint at byte {i}")
            c = b[i]
            i += 1
            x |= (c & 0x7F) << shift
            shift += 7
            if c < 0x80:
                return x, i

    def fields(b, lo, hi):
        i = lo
        while i < hi:
            key, i = varint(b, i)
            num, wt = key >> 3, key & 7
            if wt == 0:
                v, i = varint(b, i)
                yield num, wt, v
            elif wt == 1:
                yield num, wt, (i, i + 8)
                i += 8
            elif wt == 2:
                n, i = varint(b, i)
                yield num, wt, (i, i + n)
                i += n
            elif wt == 5:
                yield num, wt, (i, i + 4)
                i += 4
            else:
                raise SystemExit(f"{path}: unsupported protobuf wire type {wt} at byte {i}")
        if i != hi:
            raise SystemExit(f"{path}: protobuf message overruns its length at byte {hi}")

    types = []
    for num, wt, v in fields(b, 0, len(b)):
        if num == 1 and wt == 2:  # ModelProto.pieces
            t = 1  # SentencePiece.type defaults to NORMAL
            for n2, w2, v2 in fields(b, *v):
                if n2 == 3 and w2 == 0:
                    t = v2
            types.append(t)
    return types


# Go's unicode/utf8 on byte strings (byte-fallback pieces may split a rune).
def _full_rune(p):
    """utf8.FullRune."""
    n = len(p)
    if n == 0:
        return False
    c = p[0]
    if c < 0x80 or c < 0xC2 or c > 0xF4:
        return True  # ASCII or invalid: one byte
    size = 2 if c < 0xE0 else 3 if c < 0xF0 else 4
    if n >= size:
        return True
    lo, hi = 0x80, 0xBF
    if c == 0xE0:
        lo = 0xA0
    elif c == 0xED:
        hi = 0x9F
    elif c == 0xF0:
        lo = 0x90
    elif c == 0xF4:
        hi = 0x8F
    if n > 1 and not lo <= p[1] <= hi:
        return True
    if n > 2 and not 0x80 <= p[2] <= 0xBF:
        return True
    return False


def _partial_len(b):
    """lexical.partialLen: the length of an incomplete UTF-8 sequence ending b."""
    for n in range(1, 4):
        if n > len(b):
            break
        c = b[len(b) - n]
        if c < 0x80:
            return 0
        if c >= 0xC0:
            return 0 if _full_rune(b[len(b) - n :]) else n
    return 0


def _decode_last_rune(b, end):
    """utf8.DecodeLastRune(b[:end]): (rune or None for RuneError, size)."""
    start = end - 1
    if b[start] < 0x80:
        return chr(b[start]), 1
    lim = max(end - 4, 0)
    start -= 1
    while start >= lim:
        if b[start] & 0xC0 != 0x80:
            break
        start -= 1
    start = max(start, 0)
    try:
        s = b[start:end].decode("utf-8")
    except UnicodeDecodeError:
        return None, 1
    if len(s) != 1:
        return None, 1
    return s, end - start


def _last_sep(b):
    """lexical.lastSep: the offset just past the last separator rune of b, 0 if none (stray bytes are not separators)."""
    j = len(b)
    while j > 0:
        r, size = _decode_last_rune(b, j)
        if r is not None and not is_word_rune(r):
            return j  # a stray byte (r None: a rune being spelled by byte pieces) is no separator
        j -= size
    return 0


class KnownWordsConstraint:
    """decode/lexical.Words for one batch of sources: which token may follow an output."""

    def __init__(self, tables, sources, lex):
        self.text, self.sep, self.eos = tables
        self.known = [KnownWords(s, lex) for s in sources]
        # Per source, the UTF-8 encodings of its distinct non-ASCII runes, in order (lexical.Words.runes).
        self.runes = [list(dict.fromkeys(c.encode("utf-8") for c in s if ord(c) >= 0x80 and c != "\ufffd")) for s in sources]
        self.cache = {}

    @staticmethod
    def tables(spm_path, sp, vocab_size, eos):
        """Token surfaces (bytes; None for non-text tokens) and separator flags of lexical.NewPieces."""
        types = piece_types(spm_path)
        if len(types) != sp.get_piece_size():
            raise SystemExit(f"{spm_path}: {len(types)} pieces in the protobuf, sentencepiece says {sp.get_piece_size()}")
        text, sep = [None] * vocab_size, [False] * vocab_size
        for i in range(min(vocab_size, len(types))):
            p = sp.id_to_piece(i)
            if types[i] == 1:
                s = p.replace("\u2581", " ")
                text[i] = s.encode("utf-8")
                sep[i] = any(not is_word_rune(c) for c in s)
            elif types[i] == 6:
                if not (p.startswith("<0x") and p.endswith(">")):
                    raise SystemExit(f"{spm_path}: byte piece {i} {p!r}")
                v = int(p[3:-1], 16)
                text[i] = bytes([v])
                sep[i] = v < 0x80 and not is_word_rune(chr(v))
        return text, sep, eos

    def open_word(self, seq):
        """The text of seq from the start of its open word (lexical.Words.Allow)."""
        text, sep = self.text, self.sep
        i = len(seq) - 1
        while i >= 1 and not (0 <= seq[i] < len(sep) and sep[seq[i]]):
            i -= 1
        i = max(i, 1)
        buf = b"".join(text[t] or b"" for t in seq[i:] if 0 <= t < len(text))
        if i < len(seq) and 0 <= seq[i] < len(sep) and sep[seq[i]]:
            buf = buf[_last_sep(buf) :]
        return buf

    def allow(self, src, prefix, tok):
        """Whether tok may follow an output of source src whose open word is prefix (see open_word)."""
        if tok == self.eos:
            nxt = b" "
        elif tok < 0 or tok >= len(self.text) or self.text[tok] is None:
            return False
        else:
            nxt = self.text[tok]
        key = (src, prefix + nxt)
        ok = self.cache.get(key)
        if ok is None:
            ok = self.cache[key] = self.check(src, key[1])
        return ok

    def check(self, src, text):
        """lexical.Words.check: a text ending inside a rune must end with one of the source's runes, and pass with it."""
        cut = _partial_len(text)
        if cut == 0:
            return self.check_whole(self.known[src], text)
        head, tail = text[: len(text) - cut], text[len(text) - cut :]
        return any(r.startswith(tail) and self.check_whole(self.known[src], head + r) for r in self.runes[src])

    @staticmethod
    def check_whole(k, text):
        """lexical.checkWhole: only known complete words, and an open last word that can become one."""
        try:
            norm = normalize_word_text(text.decode("utf-8"))
        except UnicodeDecodeError:
            return False  # byte pieces that spell no character

        start = -1
        for j, c in enumerate(norm):
            if is_word_rune(c):
                if start < 0:
                    start = j
                continue
            if start >= 0 and not k.complete(norm[start:j]):
                return False
            start = -1
        if start >= 0:
            return k.partial(norm[start:])
        return True


# ---------------------------------------------------------------------------
# --no-loops and --verbatim: decode/lexical.NoLoops (eval.HasLoop, FindLoop)
# and decode/lexical.Verbatim, from their Go definitions.


def find_loop(tokens):
    """eval.FindLoop: whether a block of p tokens is immediately repeated, long enough for a 3-gram to recur."""
    n = len(tokens)
    p = 1
    while p + 3 <= n:
        need = max(p, 3)
        run = 0
        for k in range(n - p):
            if tokens[k] == tokens[k + p]:
                run += 1
                if run >= need and any(is_word_token(t) for t in tokens[k - need + 1 : k + 1]):
                    return True
            else:
                run = 0
        p += 1
    return False


def is_word_token(t):
    return any(unicodedata.category(c)[0] == "L" or unicodedata.category(c) == "Nd" for c in t)


# eval.Tokenize13a (sacrebleu's 13a, mteval-v13a): markup clean-up, then the four punctuation rules.
_RULES_13A = [
    (re.compile(r"([\{-\~\[-\` -\&\(-\+\:-\@\/])"), r" \1 "),  # punctuation, but not ' - . ,
    (re.compile(r"([^0-9])([\.,])"), r"\1 \2 "),  # . and , unless after a digit
    (re.compile(r"([\.,])([^0-9])"), r" \1 \2"),  # . and , unless before a digit
    (re.compile(r"([0-9])(-)"), r"\1 \2 "),  # - after a digit
]


def tokenize_13a(line):
    line = line.replace("<skipped>", "").replace("-\n", "").replace("\n", " ")
    if "&" in line:
        line = line.replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    line = f" {line} "
    for rule, repl in _RULES_13A:
        line = rule.sub(repl, line)
    return line.split()


def has_loop(sentence):
    """eval.HasLoop: a loop in the lowercased 13a tokens."""
    return find_loop(tokenize_13a(sentence.lower()))


class NoLoopsConstraint:
    """decode/lexical.NoLoops: refuse a token after which the output's text has a loop (unless its source has)."""

    def __init__(self, tables, sources):
        self.text, _, self.eos = tables
        self.free = [has_loop(s) for s in sources]
        self.cache = {}

    def open_word(self, seq):
        return b"".join(self.text[t] or b"" for t in seq[1:] if 0 <= t < len(self.text))

    def allow(self, src, prefix, tok):
        if self.free[src] or tok == self.eos or tok < 0 or tok >= len(self.text) or self.text[tok] is None:
            return True
        key = (src, prefix + self.text[tok])
        ok = self.cache.get(key)
        if ok is None:
            ok = self.cache[key] = not has_loop(key[1].decode("utf-8", errors="replace"))
        return ok


def not_alnum(c):
    cat = unicodedata.category(c)
    return not (cat[0] in "LM" or cat == "Nd")


def is_name_rune(c):
    """lexical.isNameRune: a digit, or a character that is not a letter, mark, apostrophe or hyphen."""
    return unicodedata.category(c) == "Nd" or (not_alnum(c) and c not in "'-")


def is_plain_word(core):
    return not any((not_alnum(c) and c != "'") or unicodedata.category(c) == "Nd" for c in core)


CLOSERS = ")]}.,;:!?'\"%\u2019\u201d"


def chunk_core(chunk):
    """lexical.chunkCore: chunk without its leading punctuation and its trailing closers."""
    i, j = 0, len(chunk)
    while i < j and not_alnum(chunk[i]):
        i += 1
    while j > i and chunk[j - 1] in CLOSERS:
        j -= 1
    return chunk[i:j]


def is_number_prefix(s):
    if not s or not "0" <= s[0] <= "9":
        return False
    for i in range(1, len(s)):
        c = s[i]
        if "0" <= c <= "9":
            continue
        if c in ".," and "0" <= s[i - 1] <= "9":
            continue
        return False
    return True


def is_number(s):
    return bool(s) and is_number_prefix(s) and "0" <= s[-1] <= "9"


def numbers_of(core):
    out, cur = [], []
    for c in core + " ":
        if "0" <= c <= "9" or c in ".,":
            cur.append(c)
            continue
        if cur:
            f = "".join(cur).strip(".,")
            if is_number(f):
                out.append(f)
            cur = []
    return out


BRACKET_OF = {ord("("): (0, 1), ord(")"): (0, -1), ord("["): (1, 1), ord("]"): (1, -1), ord("{"): (2, 1), ord("}"): (2, -1)}


def ends_sentence(text):
    """lexical.endsSentence: . ! or ? before any trailing spaces, closing brackets and quotes."""
    t = text
    while t and (t[-1].isspace() or t[-1] in "\"')]}\u2019\u201d"):
        t = t[:-1]
    return t.endswith((".", "!", "?"))


class VerbatimConstraint:
    """decode/lexical.Verbatim: a source's names, formulas and numbers are copied whole, and an output does
    not end inside brackets its source closes."""

    def __init__(self, tables, sources, lex):
        self.text, _, self.eos = tables
        self.lex = lex
        self.space = [t is not None and b" " in t for t in self.text]
        self.srcs = []
        for s in sources:
            cores, nums = [], []
            for chunk in normalize_word_text(s).split():
                core = chunk_core(chunk)
                if not is_plain_word(core) and core not in cores:
                    cores.append(core)
                for n in numbers_of(core):
                    if n not in nums:
                        nums.append(n)
            depth, lo, hi = [0, 0, 0], [0, 0, 0], [0, 0, 0]
            for c in s.encode("utf-8"):
                if c in BRACKET_OF:
                    b, d = BRACKET_OF[c]
                    depth[b] += d
                    lo[b], hi[b] = min(lo[b], depth[b]), max(hi[b], depth[b])
            self.srcs.append((cores, set(cores), nums, set(nums), (lo, hi, depth), ends_sentence(s)))
        self.cache = {}

    def open_word(self, seq):
        """(the open chunk's bytes, the text of seq)."""
        i = len(seq) - 1
        while i >= 1 and not (0 <= seq[i] < len(self.space) and self.space[seq[i]]):
            i -= 1
        i = max(i, 1)
        buf = b"".join(self.text[t] or b"" for t in seq[i:] if 0 <= t < len(self.text))
        j = buf.rfind(b" ")
        if j >= 0:
            buf = buf[j + 1 :]
        full = b"".join(self.text[t] or b"" for t in seq[1:] if 0 <= t < len(self.text))
        return buf, full

    def nested(self, vs, text, final):
        """lexical.Verbatim.nested: brackets within the source's depths, and no more left open at the end."""
        lo, hi, end = vs[4]
        depth = [0, 0, 0]
        for c in text:
            if c in BRACKET_OF:
                b, d = BRACKET_OF[c]
                depth[b] += d
                if depth[b] < lo[b] or depth[b] > hi[b]:
                    return False
        return not final or all(depth[b] <= max(end[b], 0) for b in range(3))

    def allow(self, src, state, tok):
        buf, full = state
        if tok < 0 or tok >= len(self.text):
            return False
        if tok == self.eos:
            vs = self.srcs[src]
            if not self.nested(vs, full, True):
                return False
            if vs[5] and not ends_sentence(full.decode("utf-8", errors="replace")):
                return False
            nxt = b" "
        elif self.text[tok] is None:
            return True
        else:
            nxt = self.text[tok]
            if any(c in BRACKET_OF for c in nxt) and not self.nested(self.srcs[src], full + nxt, False):
                return False
        key = (src, buf + nxt)
        ok = self.cache.get(key)
        if ok is None:
            ok = self.cache[key] = self.check(self.srcs[src], key[1])
        return ok

    def check(self, vs, text):
        text = text[: len(text) - _partial_len(text)]
        norm = normalize_word_text(text.decode("utf-8", errors="replace"))
        chunks = norm.split(" ")
        if not all(self.finished(vs, chunk_core(c)) for c in chunks[:-1]):
            return False
        return self.unfinished(vs, chunks[-1])

    def finished(self, vs, core):
        if is_plain_word(core) or core in vs[1]:
            return True
        if is_number(core):
            return core in vs[3]
        if any(is_name_rune(c) for c in core):
            return False
        return all(self.lex.known(p.strip("'")) for p in core.split("-") if p.strip("'"))

    def unfinished(self, vs, c):
        i = 0
        while i < len(c) and not_alnum(c[i]):
            i += 1
        p = c[i:]
        if not p or not any(is_name_rune(ch) for ch in p):
            return True
        if any(core.startswith(p) for core in vs[0]):
            return True
        j = len(p)
        while j > 0 and p[j - 1] in CLOSERS:
            j -= 1
        if j < len(p) and self.finished(vs, p[:j]):  # p begins with a letter or digit: p[:j] is a core
            return True
        return is_number_prefix(p) and any(n.startswith(p) for n in vs[2])


class AllOf:
    """decode.AllOf: a token is allowed when every constraint allows it."""

    def __init__(self, *cons):
        self.cons = cons

    def open_word(self, seq):
        return tuple(c.open_word(seq) for c in self.cons)

    def allow(self, src, states, tok):
        return all(c.allow(src, st, tok) for c, st in zip(self.cons, states))


def constrain(lp, rows, need, cons, bscores=None):
    """decode/generate.go constrain and constrainBeams on the rows of lp ([rows, V], in place): rows is
    [(row, src, seq)]. Each row keeps its `need` best tokens (score desc, index asc) that cons allows among
    those of finite log-probability, every other token becomes -inf; a row where none is allowed is dropped
    (all -inf) when another row of its source has an allowed token (beam search), else left as it was.
    Returns the sources whose rows were all left as they were (decode.Hypothesis.Unconstrained).
    With bscores (beam search: each row's beam score), a row stops, as constrainBeams does, at a token whose
    score plus its beam score (a float32 sum) is below the need-th best such sum of the allowed tokens found so
    far for its source: neither it nor the tokens after it can be among the source's best need candidates."""
    if cons is None or not rows:
        return set()
    v = lp.shape[1]
    ridx = torch.tensor([r for r, _, _ in rows], dtype=torch.long)
    sub = lp.index_select(0, ridx)
    look0 = min(max(4 * need, 16), v)
    top_v, top_i = torch.topk(sub, look0, dim=1)
    kth = top_v[:, -1:]
    # Exact when no token outside the top look0 ties its last value.
    exact = ((sub == kth).sum(1) == (top_v == kth).sum(1)).tolist()
    top_v, top_i = top_v.tolist(), top_i.tolist()
    keep_r, keep_t, empty = [], [], []
    best = {}  # per source: the best float32 sums of allowed candidates so far, best first
    for n, (r, src, seq) in enumerate(rows):
        prefix = cons.open_word(seq)
        bs = None if bscores is None else np.float32(bscores[n])
        top_src = best.setdefault(src, [])
        look = look0
        checked = 0
        allowed = []
        row = sub[n]
        while True:
            if look == look0 and exact[n]:
                cands = sorted(zip(top_v[n], top_i[n]), key=lambda c: (-c[0], c[1]))
            else:
                vals, idx = torch.topk(row, look)
                kv = vals[-1].item()
                above = [(a, i) for a, i in zip(vals.tolist(), idx.tolist()) if a > kv]
                ties = torch.nonzero(row == kv).flatten().tolist() if kv == kv else []
                cands = sorted(above, key=lambda c: (-c[0], c[1])) + [(kv, i) for i in ties]
            finite, stopped = True, False
            for s, t in cands[checked:]:
                if bs is not None and len(top_src) == need and top_src[-1] > np.float32(s) + bs:
                    stopped = True
                    break
                if s == float("-inf") or s != s:
                    finite = False
                    break
                checked += 1
                if cons.allow(src, prefix, t):
                    allowed.append(t)
                    if len(allowed) == need:
                        break
            if stopped or len(allowed) == need or not finite or look == v or checked >= v:
                break
            look = min(look * 4, v)
        if bs is not None:  # the row's allowed tokens join its source's best sums once the row is done
            top_src.extend(np.float32(row[t].item()) + bs for t in allowed)
            top_src.sort(reverse=True)
            del top_src[need:]
        for t in allowed:
            keep_r.append(r)
            keep_t.append(t)
        if not allowed:
            empty.append((r, src))
    rows_kept = set(keep_r)
    srcs_kept = {src for (r, src, _) in rows if r in rows_kept}
    drop = [r for r, src in empty if src in srcs_kept]
    if drop:
        lp[torch.tensor(drop, dtype=torch.long)] = float("-inf")
    free = {src for _, src in empty if src not in srcs_kept}
    if keep_r:
        rows_t = torch.tensor(sorted(set(keep_r)), dtype=torch.long)
        kr, kt = torch.tensor(keep_r, dtype=torch.long), torch.tensor(keep_t, dtype=torch.long)
        kept = lp[kr, kt].clone()
        lp[rows_t] = float("-inf")
        lp[kr, kt] = kept
    return free


class Opt:
    pass




def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--in", dest="inp", required=True, help="input sentences, one per line")
    ap.add_argument("--out", default="", help="output file (default stdout)")
    ap.add_argument("--checkpoint", default=None, help="ACCESS checkpoint directory (default: the embedded model)")
    ap.add_argument("--threads", type=int, default=0, help="torch threads (default: torch's default)")
    ap.add_argument("--beams", type=int, default=8, help="beam width (1: greedy)")
    ap.add_argument("--batch", type=int, default=32, help="sentences decoded together")
    ap.add_argument("--no-repeat-ngram", type=int, default=-1,
                    help="HF no_repeat_ngram_size (default: 3 with the embedded model, 0 with --checkpoint)")
    ap.add_argument("--known-words", action=argparse.BooleanOptionalAction, default=None,
                    help="keep every output word a word of its source or of the wordfreq list, as patsimp simplify "
                         "--known-words (default: on with the embedded model, off with --checkpoint)")
    ap.add_argument("--verbatim", action=argparse.BooleanOptionalAction, default=None,
                    help="copy the source's names, formulas and numbers whole and do not end inside brackets, as "
                         "patsimp simplify --verbatim (default: on with the embedded model, off with --checkpoint)")
    ap.add_argument("--no-loops", action=argparse.BooleanOptionalAction, default=None,
                    help="refuse tokens that give an output a loop, as patsimp simplify --no-loops (default: on "
                         "with the embedded model, off with --checkpoint)")
    ap.add_argument("--copy-unconstrained", action=argparse.BooleanOptionalAction, default=None,
                    help="output the source unchanged when a step of its search had no token the constraints allow, "
                         "as patsimp simplify --copy-unconstrained (default: on with the embedded model, off with "
                         "--checkpoint)")
    ap.add_argument("--min-score", type=float, default=None,
                    help="output the source unchanged when its output's mean token log-probability is below this, "
                         "as patsimp simplify --min-score (0: off; default: the checkpoint's min_score in "
                         "model.json, 0 when it has none)")
    ap.add_argument("--control", default="", help="control values (default: the checkpoint's)")
    args = ap.parse_args()
    if args.threads > 0:
        torch.set_num_threads(args.threads)
    torch.set_num_interop_threads(1)
    # As patsimp simplify: the defaults follow whether --checkpoint was given, not which directory it names.
    embedded = args.checkpoint is None
    if embedded:
        args.checkpoint = BUNDLED
    if args.no_repeat_ngram < 0:
        args.no_repeat_ngram = 3 if embedded else 0
    if args.known_words is None:
        args.known_words = embedded
    if args.verbatim is None:
        args.verbatim = embedded
    if args.no_loops is None:
        args.no_loops = embedded
    if args.copy_unconstrained is None:
        args.copy_unconstrained = embedded

    with open(os.path.join(args.checkpoint, "model.json")) as f:
        meta = json.load(f)
    cfg = meta["model"]
    if args.min_score is None:
        args.min_score = min(float(meta.get("min_score", 0.0)), 0.0)
    vocab = Vocab(os.path.join(args.checkpoint, "spm.model"), meta["features"])
    if vocab.size != cfg["src_vocab_size"]:
        raise SystemExit(f"vocabulary has {vocab.size} ids, model {cfg['src_vocab_size']}")
    ctrl = control_tokens(args.control or meta.get("controls") or DEFAULT_CONTROLS, meta["features"])
    model = Access(os.path.join(args.checkpoint, "best.safetensors"), cfg)

    with open(args.inp, encoding="utf-8") as f:
        data = f.read()
    if data.endswith("\n"):
        data = data[:-1]
    sentences = [line.rstrip() for line in data.split("\n")]
    maxpos = cfg["max_positions"]
    src = []
    for s in sentences:
        ids = vocab.encode_source(ctrl, s)
        if len(ids) > maxpos:
            ids = ids[: maxpos - 1] + [vocab.eos]
        src.append(ids)
    order = sorted(range(len(src)), key=lambda i: len(src[i]))  # stable

    opt = Opt()
    opt.beams, opt.no_repeat = args.beams, args.no_repeat_ngram
    opt.bos, opt.eos, opt.pad = vocab.bos, vocab.eos, vocab.pad
    opt.cons = None
    constrained = args.known_words or args.verbatim or args.no_loops
    if constrained:
        lex = Lexicon()
        tables = KnownWordsConstraint.tables(os.path.join(args.checkpoint, "spm.model"), vocab.sp, vocab.size, vocab.eos)
    out = [None] * len(src)
    with torch.inference_mode():
        for start in range(0, len(order), args.batch):
            idx = order[start : start + args.batch]
            batch = [src[i] for i in idx]
            longest = max(len(s) for s in batch)
            max_length = min(int(1.5 * longest) + 10 + 1, maxpos)
            limits = [min(max_length, max(2, int(1.5 * len(s)) + 10 + 1)) for s in batch]
            sess = Session(model, batch, opt.beams, max(limits) - 1)
            if constrained:
                texts = [sentences[i] for i in idx]
                cons = []
                if args.known_words:
                    cons.append(KnownWordsConstraint(tables, texts, lex))
                if args.no_loops:
                    cons.append(NoLoopsConstraint(tables, texts))
                if args.verbatim:
                    cons.append(VerbatimConstraint(tables, texts, lex))
                opt.cons = cons[0] if len(cons) == 1 else AllOf(*cons)
            if opt.beams == 1:
                res = greedy(sess, limits, opt)
            else:
                res = beam_search(sess, limits, opt)
            for k, i in enumerate(idx):
                toks, free, mean_lp = res[k]
                copy = free and args.copy_unconstrained or args.min_score < 0 and mean_lp < args.min_score
                out[i] = sentences[i] if copy else vocab.decode(toks)
    text = "".join(s + "\n" for s in out)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
