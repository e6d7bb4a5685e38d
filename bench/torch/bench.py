#!/usr/bin/python3
"""PyTorch reference for `patsimp bench`.

Runs the same workloads, shapes and inputs as `patsimp bench` with PyTorch
(and the sentencepiece Python library for tokenize, a pure-Python EASSE
corpus SARI for eval) and prints a report with the same JSON fields, so that
`patsimp bench --compare` can print patsimp/PyTorch ratios.

Usage (Debian's python3-torch and python3-sentencepiece):

    /usr/bin/python3 bench/torch/bench.py [--what tokenize,eval,simplify,paraphrase,train]
        [--config tiny|small|base|pegasus-large] [--batch N] [--beams N]
        [--dtype f32|bf16] [--quick] [--reps N] [--out FILE]

The defaults mirror bench/bench.go and bench/models.go exactly; keep them in
step. Models have random weights of the real shapes; decoding runs a fixed
number of steps (EOS suppressed) with a key/value cache, as fairseq and
Hugging Face generate do.
"""

import argparse
import collections
import json
import math
import os
import re
import socket
import statistics
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")
WORKLOADS = ["tokenize", "eval", "simplify", "paraphrase", "train"]
PAD, BOS, EOS = 0, 1, 2
VOCAB = 10000
PEGASUS_VOCAB = 96103
DEVICE = torch.device("cpu")


def sync():
    """Waits for queued device work, so timings cover it."""
    if DEVICE.type == "cuda":
        torch.cuda.synchronize()


# ---------------------------------------------------------------- harness

def percentile(s, p):
    pos = p * (len(s) - 1)
    lo = int(pos)
    if lo >= len(s) - 1:
        return s[-1]
    return s[lo] + (pos - lo) * (s[lo + 1] - s[lo])


def summarize(times):
    s = sorted(times)
    return {"median": percentile(s, 0.5), "min": s[0], "max": s[-1],
            "q1": percentile(s, 0.25), "q3": percentile(s, 0.75)}


def reset_peak_rss():
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def peak_rss():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    return 0


def measure(run, reps, res):
    """Warm-up run (compile_s), then reps timed runs; fills res."""
    t0 = time.perf_counter()
    first = run()
    sync()
    res["compile_s"] = time.perf_counter() - t0
    times = []
    for i in range(reps):
        t0 = time.perf_counter()
        work = run()
        sync()
        times.append(time.perf_counter() - t0)
        if work["tokens"] != first["tokens"] or work["sentences"] != first["sentences"]:
            raise RuntimeError("%s: repetition %d did different work" % (res["workload"], i + 1))
    st = summarize(times)
    res.update(reps=reps, seconds=st, tokens_per_rep=first["tokens"],
               sentences_per_rep=first["sentences"],
               tokens_per_s=first["tokens"] / st["median"],
               sentences_per_s=first["sentences"] / st["median"])
    flops = first.get("flops", 0)
    if flops:
        res["flops_per_token"] = flops / first["tokens"]
        res["achieved_flops"] = flops / st["median"]
        if res.get("matmul_flops"):
            res["flops_utilization"] = res["achieved_flops"] / res["matmul_flops"]
    if first.get("check"):
        res["check"] = first["check"]
    res["peak_rss_bytes"] = peak_rss()
    if DEVICE.type == "cuda":
        res["device_mem_bytes"] = torch.cuda.max_memory_allocated()


def pick(args, override, quick, full):
    if override:
        return override
    return quick if args.quick else full


_matmul = {}


def matmul_rate(args, dtype):
    if dtype not in _matmul:
        n = 512 if args.quick else 1024
        a = (torch.arange(n * n, dtype=torch.float32) % 97 / 97 - 0.5).reshape(n, n)
        a = a.to(DEVICE, dtype)
        torch.mm(a, a)
        sync()
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            torch.mm(a, a).float()
            sync()
            times.append(time.perf_counter() - t0)
        _matmul[dtype] = 2 * n ** 3 / summarize(times)["median"]
    return _matmul[dtype]


# ---------------------------------------------------------------- text workloads

def patent_sentences(n=0):
    with open(os.path.join(DATA, "patents.txt"), encoding="utf-8") as f:
        lines = f.read().rstrip("\n").split("\n")
    return lines[:n] if 0 < n < len(lines) else lines


def prepare_tokenize(args, res):
    import sentencepiece as spm
    sp = spm.SentencePieceProcessor(model_file=os.path.join(DATA, "patents10k.model"))
    sents = patent_sentences(args.batch)
    res.update(batch=len(sents), reps=pick(args, 0, 3, 10))

    def run():
        tokens = 0
        for s in sents:
            tokens += len(sp.encode(s))
        return {"tokens": tokens, "sentences": len(sents), "check": float(tokens)}
    return run


def perturb(words, i, salt, m):
    out = []
    for j, w in enumerate(words):
        r = (7 * i + 3 * j + salt) % m
        if r == 0:
            continue
        out.append("it" if r == 1 else w)
    return " ".join(out if out else words)


def tok13a(line):
    line = line.replace("<skipped>", "").replace("-\n", "").replace("\n", " ")
    if "&" in line:
        line = line.replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    line = " " + line + " "
    line = re.sub(r"([\{-\~\[-\` -\&\(-\+\:-\@\/])", r" \1 ", line)
    line = re.sub(r"([^0-9])([\.,])", r"\1 \2 ", line)
    line = re.sub(r"([\.,])([^0-9])", r" \1 \2", line)
    line = re.sub(r"([0-9])(-)", r"\1 \2 ", line)
    return " ".join(line.split())


def ngrams(tokens, n):
    return collections.Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def corpus_sari(orig, sys_, refs):
    """EASSE corpus_sari with its defaults (lowercase, 13a, F1 for deletion)."""
    norm = lambda s: tok13a(s.strip().lower()).split()
    stats = [[0] * 9 for _ in range(4)]  # per n: add c/s/r, keep c/s/r, del c/s/r
    for i in range(len(orig)):
        o, s = norm(orig[i]), norm(sys_[i])
        rs = [norm(r[i]) for r in refs]
        nref = len(rs)
        for n in range(1, 5):
            on = collections.Counter({k: v * nref for k, v in ngrams(o, n).items()})
            sn = collections.Counter({k: v * nref for k, v in ngrams(s, n).items()})
            refsum = collections.Counter()
            for r in rs:
                refsum.update(ngrams(r, n))
            st = stats[n - 1]
            add = set(sn) - set(on)
            st[0] += len(add & set(refsum))
            st[1] += len(add)
            st[2] += len(set(refsum) - set(on))
            keep_s, keep_r = on & sn, on & refsum
            st[3] += sum((keep_s & keep_r).values())
            st[4] += sum(keep_s.values())
            st[5] += sum(keep_r.values())
            del_s, del_r = on - sn, on - refsum
            st[6] += sum((del_s & del_r).values())
            st[7] += sum(del_s.values())
            st[8] += sum(del_r.values())

    def f1(c, s, r):
        p = c / s if s else 0.0
        rc = c / r if r else 0.0
        return 2 * p * rc / (p + rc) if p > 0 and rc > 0 else 0.0
    ops = [sum(f1(*st[3 * k:3 * k + 3]) for st in stats) / 4 for k in range(3)]
    return 100 * sum(ops) / 3


def prepare_eval(args, res):
    orig = patent_sentences(pick(args, args.batch, 500, 0))
    sys_ = []
    refs = [[] for _ in range(8)]
    for i, o in enumerate(orig):
        words = o.split()
        sys_.append(perturb(words, i, 100, 5))
        for k in range(8):
            refs[k].append(perturb(words, i, k, 4 + k))
    tokens = sum(len(s.split()) for s in sys_)
    res.update(batch=len(orig), reps=pick(args, 0, 3, 5))

    def run():
        return {"tokens": tokens, "sentences": len(orig), "check": corpus_sari(orig, sys_, refs)}
    return run


# ---------------------------------------------------------------- models

class Shape:
    def __init__(self, layers, d, ffn, heads, vocab, prenorm, final_norm, maxpos=1024, dropout=0.0):
        self.layers, self.d, self.ffn, self.heads, self.vocab = layers, d, ffn, heads, vocab
        self.prenorm, self.final_norm, self.maxpos, self.dropout = prenorm, final_norm, maxpos, dropout

    # Analytic FLOPs, the same formulas as bench/flops.go.
    def params(self):
        d, v, L = self.d, self.vocab, self.layers
        attn, norm = 4 * (d * d + d), 2 * d
        ffn = d * self.ffn + self.ffn + self.ffn * d + d
        return v * d + v + L * (attn + norm + ffn + norm) + L * (2 * (attn + norm) + ffn + norm) + 2 * norm

    def enc_flops(self, s):
        d, f = self.d, self.ffn
        return self.layers * (8 * s * d * d + 4 * s * s * d + 4 * s * d * f)

    def dec_flops(self, s, n):
        d, f = self.d, self.ffn
        per = 8 * n * d * d + 4 * n * n * d + 4 * n * d * d + 4 * s * d * d + 4 * n * s * d + 4 * n * d * f
        return self.layers * per + 2 * n * d * self.vocab

    def train_flops(self, s, n):
        return 3 * (self.enc_flops(s) + self.dec_flops(s, n))

    def decode_flops(self, s, steps, rows):
        d, f = self.d, self.ffn
        total = self.enc_flops(s) + self.layers * 4 * s * d * d
        for k in range(1, steps + 1):
            per = 8 * d * d + 4 * k * d + 4 * d * d + 4 * s * d + 4 * d * f
            total += rows * (self.layers * per + 2 * d * self.vocab)
        return total


def access_shape(name):
    table = {  # models/access Tiny, Small, Base
        "tiny": Shape(1, 32, 64, 2, 128, True, True, 256, 0.1),
        "small": Shape(3, 256, 1024, 4, VOCAB, True, True, 512, 0.1),
        "base": Shape(6, 512, 2048, 8, VOCAB, False, False, 1024, 0.2),
    }
    if name not in table:
        raise SystemExit("config %r is not an ACCESS shape (want tiny, small or base)" % name)
    return table[name]


def pegasus_shape(name):
    table = {
        "tiny": Shape(2, 16, 32, 2, 128, True, True, 64),
        "small": Shape(3, 256, 1024, 4, PEGASUS_VOCAB, True, True),
        "base": Shape(6, 512, 2048, 8, PEGASUS_VOCAB, True, True),
        "pegasus-large": Shape(16, 1024, 4096, 16, PEGASUS_VOCAB, True, True),
    }
    if name not in table:
        raise SystemExit("config %r is not a Pegasus shape" % name)
    return table[name]


def sinusoids(n, d):
    pos = torch.arange(n, dtype=torch.float32)[:, None]
    i = torch.arange(d // 2, dtype=torch.float32)[None, :]
    ang = pos / torch.pow(10000.0, i / (d // 2 - 1 if d > 2 else 1))
    return torch.cat([torch.sin(ang), torch.cos(ang)], dim=1)


class Attention(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.h, self.hd = heads, d // heads
        self.q, self.k, self.v, self.o = (nn.Linear(d, d) for _ in range(4))

    def split(self, x):
        b, t, _ = x.shape
        return x.view(b, t, self.h, self.hd).transpose(1, 2)

    def attend(self, q, k, v, bias):
        w = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(self.hd)
        if bias is not None:
            w = w + bias
        out = torch.matmul(torch.softmax(w.float(), -1).to(v.dtype), v)
        b, h, t, hd = out.shape
        return self.o(out.transpose(1, 2).reshape(b, t, h * hd))

    def forward(self, x, kv, bias=None):
        return self.attend(self.split(self.q(x)), self.split(self.k(kv)), self.split(self.v(kv)), bias)


class Layer(nn.Module):
    def __init__(self, sh, cross):
        super().__init__()
        self.prenorm = sh.prenorm
        self.self_attn = Attention(sh.d, sh.heads)
        self.n1 = nn.LayerNorm(sh.d, eps=1e-5)
        self.cross = Attention(sh.d, sh.heads) if cross else None
        self.n2 = nn.LayerNorm(sh.d, eps=1e-5) if cross else None
        self.fc1, self.fc2 = nn.Linear(sh.d, sh.ffn), nn.Linear(sh.ffn, sh.d)
        self.n3 = nn.LayerNorm(sh.d, eps=1e-5)
        self.drop = nn.Dropout(sh.dropout)

    def block(self, x, norm, f):
        if self.prenorm:
            return x + self.drop(f(norm(x)))
        return norm(x + self.drop(f(x)))

    def forward(self, x, self_bias, enc=None, enc_bias=None):
        x = self.block(x, self.n1, lambda h: self.self_attn(h, h, self_bias))
        if self.cross is not None:
            x = self.block(x, self.n2, lambda h: self.cross(h, enc, enc_bias))
        return self.block(x, self.n3, lambda h: self.fc2(F.relu(self.fc1(h))))


class Seq2Seq(nn.Module):
    """Encoder-decoder transformer with a shared, tied embedding."""

    def __init__(self, sh):
        super().__init__()
        self.sh = sh
        self.emb = nn.Embedding(sh.vocab, sh.d)
        nn.init.normal_(self.emb.weight, std=0.02)
        self.bias = nn.Parameter(torch.zeros(sh.vocab))
        self.register_buffer("pos", sinusoids(sh.maxpos, sh.d))
        self.enc = nn.ModuleList(Layer(sh, False) for _ in range(sh.layers))
        self.dec = nn.ModuleList(Layer(sh, True) for _ in range(sh.layers))
        self.enc_norm = nn.LayerNorm(sh.d, eps=1e-5) if sh.final_norm else nn.Identity()
        self.dec_norm = nn.LayerNorm(sh.d, eps=1e-5) if sh.final_norm else nn.Identity()
        self.scale = math.sqrt(sh.d)

    def embed(self, ids, offset=0):
        return self.emb(ids) * self.scale + self.pos[offset:offset + ids.shape[1]].to(self.emb.weight.dtype)

    def encode(self, src):
        bias = ((src == PAD).to(self.emb.weight.dtype) * -1e9)[:, None, None, :]
        x = self.embed(src)
        for layer in self.enc:
            x = layer(x, bias)
        return self.enc_norm(x), bias

    def logits(self, x):
        return F.linear(self.dec_norm(x), self.emb.weight, self.bias)

    def forward(self, src, tgt_in):
        enc, enc_bias = self.encode(src)
        t = tgt_in.shape[1]
        causal = torch.triu(torch.full((t, t), -1e9, dtype=enc.dtype, device=enc.device), 1)
        x = self.embed(tgt_in)
        for layer in self.dec:
            x = layer(x, causal, enc, enc_bias)
        return self.logits(x)

    @torch.no_grad()
    def beam_search(self, src, beams, steps, start):
        """Fixed-length beam search (EOS suppressed) with a key/value cache."""
        b = src.shape[0]
        rows = b * beams
        enc, enc_bias = self.encode(src)
        # Cross-attention keys and values, once per source, then per row.
        cross = []
        for layer in self.dec:
            a = layer.cross
            k, v = a.split(a.k(enc)), a.split(a.v(enc))
            cross.append((k.repeat_interleave(beams, 0), v.repeat_interleave(beams, 0)))
        enc_bias = enc_bias.repeat_interleave(beams, 0)
        cache = [None] * len(self.dec)
        dev = src.device
        scores = torch.zeros(b, beams, device=dev)
        scores[:, 1:] = -1e9
        tokens = torch.full((rows, 1), start, dtype=torch.long, device=dev)
        base = (torch.arange(b, device=dev) * beams)[:, None]
        for step in range(steps):
            x = self.embed(tokens[:, -1:], step)
            for i, layer in enumerate(self.dec):
                def self_attn(h, i=i, layer=layer):
                    a = layer.self_attn
                    q, k, v = a.split(a.q(h)), a.split(a.k(h)), a.split(a.v(h))
                    if cache[i] is not None:
                        k, v = torch.cat([cache[i][0], k], 2), torch.cat([cache[i][1], v], 2)
                    cache[i] = (k, v)
                    return a.attend(q, k, v, None)
                x = layer.block(x, layer.n1, self_attn)
                ck, cv = cross[i]
                x = layer.block(x, layer.n2, lambda h: layer.cross.attend(layer.cross.split(layer.cross.q(h)), ck, cv, enc_bias))
                x = layer.block(x, layer.n3, lambda h: layer.fc2(F.relu(layer.fc1(h))))
            lp = torch.log_softmax(self.logits(x)[:, 0].float(), -1)
            lp[:, EOS] = -math.inf  # fixed length: no end of sequence
            cand = (scores.reshape(rows, 1) + lp).reshape(b, -1)
            top, idx = cand.topk(2 * beams, dim=1)  # as HF: 2 beams per slot
            top, idx = top[:, :beams], idx[:, :beams]
            parent = (base + idx // self.sh.vocab).reshape(-1)
            cache = [(k.index_select(0, parent), v.index_select(0, parent)) for k, v in cache]
            tokens = torch.cat([tokens.index_select(0, parent), (idx % self.sh.vocab).reshape(-1, 1)], 1)
            scores = top
        return tokens.reshape(b, beams, -1)[:, 0, 1:]


def source_ids(rows, n, vocab):
    return torch.tensor([[4 + (131 * i + 17 * j) % (vocab - 4) for j in range(n)] for i in range(rows)],
                        dtype=torch.long)


def torch_dtype(name):
    return {"f32": torch.float32, "bf16": torch.bfloat16}[name]


def model_config(args, default, quick_default):
    if args.config:
        return args.config
    return quick_default if args.quick else default


def prepare_decode(args, res, family):
    if family == "access":
        name = model_config(args, "small", "small")
        sh = access_shape(name)
        if args.dtype != "f32":
            raise SystemExit("simplify: float32 only (as models/access)")
        batch, beams = pick(args, args.batch, 2, 8), pick(args, args.beams, 4, 8)
        src_len, steps, reps = pick(args, 0, 16, 32), pick(args, 0, 8, 32), pick(args, 0, 2, 5)
        start = BOS
    else:
        # As patsimp: pegasus-large on accelerators, base on the CPU.
        name = model_config(args, "pegasus-large" if DEVICE.type == "cuda" else "base", "base")
        sh = pegasus_shape(name)
        batch, beams = pick(args, args.batch, 1, 4), pick(args, args.beams, 4, 10)
        src_len, steps, reps = pick(args, 0, 16, 32), pick(args, 0, 8, 32), pick(args, 0, 2, 3)
        if name == "tiny":
            src_len, steps = min(src_len, 16), min(steps, 16)
        start = 0
    dtype = torch_dtype(args.dtype)
    torch.manual_seed(1)
    model = Seq2Seq(sh).to(DEVICE, dtype).eval()
    src = source_ids(batch, src_len, sh.vocab).to(DEVICE)
    res.update(config=name, dtype=args.dtype, batch=batch, beams=beams, src_len=src_len, tgt_len=steps,
               params=sh.params(), reps=reps, matmul_flops=matmul_rate(args, dtype))
    flops = batch * sh.decode_flops(src_len, steps, beams)

    def run():
        out = model.beam_search(src, beams, steps, start)
        return {"tokens": out.numel(), "sentences": batch, "flops": flops}
    return run


def prepare_train(args, res):
    name = model_config(args, "small", "small")
    sh = access_shape(name)
    if args.dtype != "f32":
        raise SystemExit("train: float32 only (as patsimp train)")
    rows, length = pick(args, args.batch, 4, 16), pick(args, 0, 16, 32)
    torch.manual_seed(1)
    model = Seq2Seq(sh).to(DEVICE).train()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4, betas=(0.9, 0.999), eps=1e-8, weight_decay=1e-4)
    src = source_ids(rows, length, sh.vocab).to(DEVICE)
    tgt = source_ids(rows + 1, length, sh.vocab)[1:].to(DEVICE)
    tgt_in = torch.cat([torch.full((rows, 1), BOS, dtype=torch.long, device=DEVICE), tgt[:, :-1]], 1)
    res.update(config=name, dtype="f32", batch=rows, src_len=length, tgt_len=length, params=sh.params(),
               reps=pick(args, 0, 3, 5), matmul_flops=matmul_rate(args, torch.float32))
    flops = rows * sh.train_flops(length, length)
    eps = 0.54  # ACCESS label smoothing

    def run():
        opt.zero_grad(set_to_none=True)
        logits = model(src, tgt_in)
        lprobs = torch.log_softmax(logits, -1)
        nll = -lprobs.gather(-1, tgt[..., None])[..., 0]
        smooth = -lprobs.sum(-1)
        eps_i = eps / (sh.vocab - 1)
        mask = (tgt != PAD).float()
        loss = (((1 - eps - eps_i) * nll + eps_i * smooth) * mask).sum() / mask.sum()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 0.1)
        opt.step()
        return {"tokens": 2 * rows * length, "sentences": rows, "flops": flops}
    return run


PREPARE = {
    "tokenize": prepare_tokenize,
    "eval": prepare_eval,
    "simplify": lambda a, r: prepare_decode(a, r, "access"),
    "paraphrase": lambda a, r: prepare_decode(a, r, "pegasus"),
    "train": prepare_train,
}


def blas_library():
    """The BLAS PyTorch computes with. PyPI's torch links MKL statically
    (its build config says BLAS_INFO=mkl; the OpenBLAS that numpy maps into the
    process is numpy's, not torch's); Debian's torch uses whatever
    libblas.so.3 resolves to (the reference BLAS unless OpenBLAS is chosen)."""
    m = re.search(r"BLAS_INFO=(\w+)", torch.__config__.show())
    info = m.group(1) if m else ""
    if info and info != "generic":
        return info + " (linked into torch)"
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                path = line.split()[-1]
                name = os.path.basename(path)
                if "blas" in name and "numpy" not in path and "nvidia" not in path:
                    return path
    except OSError:
        pass
    return "unknown"


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--what", default=",".join(WORKLOADS))
    p.add_argument("--config", default="")
    p.add_argument("--batch", type=int, default=0)
    p.add_argument("--beams", type=int, default=0)
    p.add_argument("--dtype", default="f32", choices=["f32", "bf16"])
    p.add_argument("--quick", action="store_true")
    p.add_argument("--reps", type=int, default=0)
    p.add_argument("--threads", type=int, default=0, help="torch threads (default: all CPUs)")
    p.add_argument("--device", default="cpu", help="torch device for the model workloads: cpu or cuda")
    p.add_argument("--out", default="", help="also write the JSON report here")
    args = p.parse_args()
    what = [w.strip() for w in args.what.split(",") if w.strip()]
    for w in what:
        if w not in WORKLOADS:
            p.error("unknown workload %r" % w)
    torch.set_num_threads(args.threads or os.cpu_count())
    global DEVICE
    DEVICE = torch.device(args.device)
    device = "cpu"
    if DEVICE.type == "cuda":
        device = torch.cuda.get_device_name(DEVICE)
    report = {
        "impl": "pytorch",
        "version": "torch %s, Python %s, BLAS %s" % (torch.__version__, sys.version.split()[0], blas_library()),
        "backend": "torch-" + DEVICE.type,
        "device": device,
        "threads": torch.get_num_threads(),
        "host": socket.gethostname(),
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "quick": args.quick,
        "results": [],
    }
    for name in WORKLOADS:
        if name not in what:
            continue
        res = {"workload": name, "batch": 0}
        if DEVICE.type == "cuda":
            torch.cuda.reset_peak_memory_stats()
        if not reset_peak_rss():
            res["note"] = "peak memory since process start (VmHWM reset not permitted)"
        print("bench.py: %s: preparing" % name, file=sys.stderr)
        t0 = time.perf_counter()
        run = PREPARE[name](args, res)
        res["setup_s"] = time.perf_counter() - t0
        reps = args.reps or res["reps"]
        measure(run, reps, res)
        print("bench.py: %s: median %.3fs, %.4g tokens/s" % (name, res["seconds"]["median"], res["tokens_per_s"]),
              file=sys.stderr)
        report["results"].append(res)
    text = json.dumps(report, indent=2)
    if args.out:
        tmp = args.out + ".tmp"
        with open(tmp, "w") as f:
            f.write(text + "\n")
        os.replace(tmp, args.out)
    print(text)


if __name__ == "__main__":
    main()
