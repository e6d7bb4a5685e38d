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
the batch once at most half are still open; --beams 1 is greedy search).

The decoder keeps a key/value cache; beams of a source share one copy of the
encoder keys and values. Run it with the venv of `make venv`:

    .venv/bin/python bench/torch/simplify_ref.py --in FILE [--out FILE]
        [--threads N] [--beams 8] [--batch 32] [--no-repeat-ngram 3]
        [--checkpoint DIR]
"""

import argparse
import json
import math
import os
import sys

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
    while True:
        lp = sess.step(None, tokens[: len(live)])
        rows = [(k, seqs[i]) for k, i in enumerate(live) if not finished[i]]
        process(lp, rows, opt.no_repeat)
        best = torch.argmax(lp, -1).tolist()
        left = 0
        for k, i in enumerate(live):
            if finished[i]:
                tokens[k] = opt.pad
                continue
            t = best[k]
            tokens[k] = t
            seqs[i].append(t)
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
    return seqs


class Hyps:
    """decode.hypotheses (HF BeamHypotheses), length penalty 1, early_stopping=False."""

    def __init__(self, nb):
        self.nb = nb
        self.beams = []  # [score, tokens]
        self.worst = 1e9

    def add(self, tokens, sum_lp):
        score = sum_lp / float(len(tokens))
        if len(self.beams) >= self.nb and score <= self.worst:
            return
        self.beams.append((score, tokens))
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
        return s[-1][1]


def beam_search(sess, limits, opt):
    n, nb = len(limits), opt.beams
    rows = n * nb
    # Beam scores are float32 values (kept as Python floats).
    beam_scores = [0.0 if r % nb == 0 else float(torch.tensor(INITIAL_BEAM_SCORE, dtype=torch.float32)) for r in range(rows)]
    seqs = [[opt.bos] for _ in range(rows)]
    tokens = [opt.bos] * rows
    hyps = [Hyps(nb) for _ in range(n)]
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
                    hyps[b].add(seqs[parent], s)
                else:
                    next_scores[base + j] = s
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
            if not done[b] and cur_len + 1 >= limits[b]:
                for r in range(base, base + nb):
                    hyps[b].add(seqs[r], beam_scores[r])
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


class Opt:
    pass


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--in", dest="inp", required=True, help="input sentences, one per line")
    ap.add_argument("--out", default="", help="output file (default stdout)")
    ap.add_argument("--checkpoint", default=BUNDLED, help="ACCESS checkpoint directory (default: the embedded model)")
    ap.add_argument("--threads", type=int, default=0, help="torch threads (default: torch's default)")
    ap.add_argument("--beams", type=int, default=8, help="beam width (1: greedy)")
    ap.add_argument("--batch", type=int, default=32, help="sentences decoded together")
    ap.add_argument("--no-repeat-ngram", type=int, default=-1,
                    help="HF no_repeat_ngram_size (default: 3 with the embedded model, else 0)")
    ap.add_argument("--control", default="", help="control values (default: the checkpoint's)")
    args = ap.parse_args()
    if args.threads > 0:
        torch.set_num_threads(args.threads)
    torch.set_num_interop_threads(1)
    if args.no_repeat_ngram < 0:
        args.no_repeat_ngram = 3 if os.path.abspath(args.checkpoint) == os.path.abspath(BUNDLED) else 0

    with open(os.path.join(args.checkpoint, "model.json")) as f:
        meta = json.load(f)
    cfg = meta["model"]
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
    out = [None] * len(src)
    with torch.inference_mode():
        for start in range(0, len(order), args.batch):
            idx = order[start : start + args.batch]
            batch = [src[i] for i in idx]
            longest = max(len(s) for s in batch)
            max_length = min(int(1.5 * longest) + 10 + 1, maxpos)
            limits = [min(max_length, max(2, int(1.5 * len(s)) + 10 + 1)) for s in batch]
            sess = Session(model, batch, opt.beams, max(limits) - 1)
            if opt.beams == 1:
                res = greedy(sess, limits, opt)
            else:
                res = beam_search(sess, limits, opt)
            for k, i in enumerate(idx):
                out[i] = vocab.decode(res[k])
    text = "".join(s + "\n" for s in out)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
