#!/usr/bin/env python3
"""Hugging Face transformers reference of `patsimp paraphrase` (issue 14).

Paraphrases the lines of a file with `PegasusForConditionalGeneration.generate`
on an HF Pegasus checkpoint directory and writes the TSV that

    bin/patsimp paraphrase --model DIR --in FILE --out OUT [--beams N] [--ids]

writes: "line<TAB>source<TAB>paraphrase", one line per input line and
returned sequence, in input order (patsimp writes batch order: compare
sorted by line number). Generation settings come from the
checkpoint's generation_config.json / config.json, as in patsimp, with
--beams, --max-len and --num-return overriding them. With --ids, lines are
space-separated token ids (given as they are, the caller appends </s>) and
outputs are ids (decoder start token dropped, final </s> dropped), as
patsimp's --ids mode.

Batches of --batch lines (default 64, as patsimp) sorted by token length go
through one `generate` call each, under torch.inference_mode.

    .venv/bin/python bench/torch/paraphrase_ref.py --model DIR --in FILE --out OUT
        [--ids] [--beams N] [--max-len N] [--num-return N] [--batch 64] [--threads N]

`--make-random DIR` instead writes a random-weight Pegasus of the
tuner007/pegasus_paraphrase shape (16+16 layers, d 1024, FFN 4096, 16 heads,
vocabulary 96,103, 60 positions; weights N(0, 0.02) from seed 0, as HF
initialises them) that both programs load (float32, ~2.3 GB; not committed).
"""

import argparse
import json
import os
import sys

import torch


def clean(s):
    return s.replace("\t", " ").replace("\n", " ").replace("\r", " ")


OFFSET = 103  # HF PegasusTokenizer: SentencePiece id i is Pegasus id i + 103


class PegasusText:
    """HF's slow PegasusTokenizer (transformers 4.29) on plain text, over the
    sentencepiece library: transformers 5 converts spiece.model to a fast
    tokenizer only with extra packages, and patsimp mirrors the slow one."""

    def __init__(self, path):
        import sentencepiece as spm

        self.sp = spm.SentencePieceProcessor(model_file=path)
        self.unk = self.sp.unk_id() + OFFSET

    def encode(self, text, max_len):
        ids = [i + OFFSET for i in self.sp.encode(text)]
        if max_len > 0 and len(ids) + 1 > max_len:
            ids = ids[: max_len - 1]
        return ids + [1]

    def decode(self, ids):
        keep = [i - OFFSET for i in ids if i >= OFFSET + 2 and i != self.unk]
        text = self.sp.decode(keep)
        for a, b in ((" .", "."), (" ?", "?"), (" !", "!"), (" ,", ","), (" ' ", "'"), (" n't", "n't"),
                     (" 'm", "'m"), (" 's", "'s"), (" 've", "'ve"), (" 're", "'re")):
            text = text.replace(a, b)
        return text


def make_random(d):
    from transformers import PegasusConfig, PegasusForConditionalGeneration

    torch.manual_seed(0)
    cfg = PegasusConfig(
        vocab_size=96103, d_model=1024, encoder_layers=16, decoder_layers=16,
        encoder_attention_heads=16, decoder_attention_heads=16, encoder_ffn_dim=4096,
        decoder_ffn_dim=4096, max_position_embeddings=60, scale_embedding=True,
        pad_token_id=0, eos_token_id=1, decoder_start_token_id=0, forced_eos_token_id=1,
        activation_function="relu", dropout=0.1, init_std=0.02,
    )
    model = PegasusForConditionalGeneration(cfg).eval()
    model.generation_config.max_length = 60
    model.generation_config.num_beams = 10
    model.generation_config.length_penalty = 1.0
    os.makedirs(d, exist_ok=True)
    model.save_pretrained(d, safe_serialization=True)
    print(f"paraphrase_ref: wrote a random tuner007-shape Pegasus to {d}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", help="HF Pegasus checkpoint directory")
    ap.add_argument("--in", dest="inp", help="input file, one sentence (or id list with --ids) per line")
    ap.add_argument("--out", help="output TSV file")
    ap.add_argument("--ids", action="store_true", help="read and write token ids")
    ap.add_argument("--beams", type=int, default=0, help="beam width (0: the checkpoint's num_beams)")
    ap.add_argument("--max-len", type=int, default=0, help="max output length incl. the start token (0: the checkpoint's)")
    ap.add_argument("--num-return", type=int, default=1, help="paraphrases per sentence")
    ap.add_argument("--batch", type=int, default=64, help="sentences per generate call")
    ap.add_argument("--threads", type=int, default=0, help="torch threads (default: torch's default)")
    ap.add_argument("--make-random", metavar="DIR", help="write a random tuner007-shape checkpoint to DIR and exit")
    args = ap.parse_args()
    if args.threads > 0:
        torch.set_num_threads(args.threads)
    torch.set_num_interop_threads(1)
    if args.make_random:
        make_random(args.make_random)
        return
    if not (args.model and args.inp and args.out):
        ap.error("--model, --in and --out are required")

    from transformers import PegasusForConditionalGeneration

    model = PegasusForConditionalGeneration.from_pretrained(args.model, dtype=torch.float32).eval()
    gc = model.generation_config
    kw = {"num_return_sequences": args.num_return}
    if args.beams > 0:
        kw["num_beams"] = args.beams
    if args.max_len > 0:
        kw["max_length"] = args.max_len
    pad, eos = model.config.pad_token_id, model.config.eos_token_id
    start = model.config.decoder_start_token_id

    with open(args.inp, encoding="utf-8") as f:
        data = f.read()
    if data.endswith("\n"):
        data = data[:-1]
    lines = data.split("\n")
    tok = None
    maxpos = model.config.max_position_embeddings
    if args.ids:
        src = [[int(x) for x in line.split()] for line in lines]
    else:
        tok = PegasusText(os.path.join(args.model, "spiece.model"))
        src = [tok.encode(line, maxpos) for line in lines]
    order = sorted(range(len(src)), key=lambda i: len(src[i]))  # stable, as patsimp
    outs = [None] * len(src)
    with torch.inference_mode():
        for b in range(0, len(order), args.batch):
            idx = order[b : b + args.batch]
            width = max(len(src[i]) for i in idx)
            ids = torch.full((len(idx), width), pad, dtype=torch.long)
            mask = torch.zeros((len(idx), width), dtype=torch.long)
            for r, i in enumerate(idx):
                ids[r, : len(src[i])] = torch.tensor(src[i])
                mask[r, : len(src[i])] = 1
            gen = model.generate(input_ids=ids, attention_mask=mask, **kw).tolist()
            n = args.num_return
            for r, i in enumerate(idx):
                res = []
                for seq in gen[r * n : (r + 1) * n]:
                    if seq and seq[0] == start:
                        seq = seq[1:]
                    if eos in seq:  # drop </s> and the padding after it
                        seq = seq[: seq.index(eos)]
                    if args.ids:
                        res.append(" ".join(str(t) for t in seq))
                    else:
                        res.append(tok.decode(seq))
                outs[i] = res
    with open(args.out, "w", encoding="utf-8") as f:
        for i, line in enumerate(lines):
            for r in outs[i]:
                f.write(f"{i + 1}\t{clean(line)}\t{clean(r)}\n")


if __name__ == "__main__":
    main()
