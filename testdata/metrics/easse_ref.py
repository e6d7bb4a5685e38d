#!/usr/bin/python3
"""A re-implementation of EASSE's evaluation code path (corpus_sari, corpus_bleu
through sacrebleu, corpus_fkgl with NLTK Punkt sentence splitting, and the
quality-estimation features) in plain Python, written after
shared/specs/METRICS.md and the structure of EASSE 6a4352ec / sacrebleu 2.6.0 /
NLTK Punkt.

EASSE itself (and sacrebleu, NLTK) cannot be installed on the machine that
builds patsimp, so this file stands in for it in two roles:
  * reference values for patsimp's FKGL, sentence splitting, syllable and
    quality-estimation tests (gen_fixtures.py), and
  * the "EASSE-equivalent" timing baseline of docs/benchmarks/eval.md.
It keeps EASSE's algorithms and data structures (Counter-based n-gram
statistics, regex tokenization, per-sentence Python loops) so that its speed is
representative. Its SARI and BLEU agree with the EASSE golden values in
toy_golden.json and turkcorpus_test_golden.jsonl (checked by --selftest).

Usage:
  easse_ref.py --orig F --sys F --refs F [--refs F ...] [--no-fkgl] [--quality]
  easse_ref.py --generate N DIR   # write the synthetic N-pair benchmark corpus
  easse_ref.py --selftest
Prints one JSON object with the scores, the CPU seconds each metric took and
the total wall seconds.
"""
import argparse
import json
import math
import os
import re
import sys
import time
from collections import Counter

NGRAM_ORDER = 4

# ---------------------------------------------------------------- sacrebleu 13a
_13A_RULES = [
    (re.compile(r'([\{-\~\[-\` -\&\(-\+\:-\@\/])'), r' \1 '),
    (re.compile(r'([^0-9])([\.,])'), r'\1 \2 '),
    (re.compile(r'([\.,])([^0-9])'), r' \1 \2'),
    (re.compile(r'([0-9])(-)'), r'\1 \2 '),
]


def tokenize_13a(line):
    line = line.replace('<skipped>', '')
    line = line.replace('-\n', '')
    line = line.replace('\n', ' ')
    if '&' in line:
        line = line.replace('&quot;', '"')
        line = line.replace('&amp;', '&')
        line = line.replace('&lt;', '<')
        line = line.replace('&gt;', '>')
    line = f' {line} '
    for rx, repl in _13A_RULES:
        line = rx.sub(repl, line)
    return ' '.join(line.split())


def normalize(sentence, lowercase=True, tokenizer='13a'):
    if lowercase:
        sentence = sentence.lower()
    if tokenizer == '13a':
        return tokenize_13a(sentence)
    return sentence


# ---------------------------------------------------------------- EASSE SARI
def extract_ngrams(line, min_order=1, max_order=NGRAM_ORDER):
    ngrams_per_order = []
    tokens = line.split()
    for n in range(min_order, max_order + 1):
        ngrams = Counter()
        for i in range(0, len(tokens) - n + 1):
            ngrams[' '.join(tokens[i:i + n])] += 1
        ngrams_per_order.append(ngrams)
    return ngrams_per_order


def multiply_counter(c, v):
    c_aux = Counter()
    for k in c.keys():
        c_aux[k] = c[k] * v
    return c_aux


def compute_precision_recall_f1(sys_correct, sys_total, ref_total):
    precision = sys_correct / sys_total if sys_total > 0 else 0.0
    recall = sys_correct / ref_total if ref_total > 0 else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision > 0 and recall > 0 else 0.0
    return precision, recall, f1


def compute_ngram_stats(orig_sents, sys_sents, refs_sents):
    z = lambda: [0] * NGRAM_ORDER
    add_sys_correct, add_sys_total, add_ref_total = z(), z(), z()
    keep_sys_correct, keep_sys_total, keep_ref_total = z(), z(), z()
    del_sys_correct, del_sys_total, del_ref_total = z(), z(), z()
    for orig_sent, sys_sent, *ref_sents in zip(orig_sents, sys_sents, *refs_sents):
        orig_ngrams = extract_ngrams(orig_sent)
        sys_ngrams = extract_ngrams(sys_sent)
        refs_ngrams = [Counter() for _ in range(NGRAM_ORDER)]
        for ref_sent in ref_sents:
            ref_ngrams = extract_ngrams(ref_sent)
            for n in range(NGRAM_ORDER):
                refs_ngrams[n] += ref_ngrams[n]
        num_refs = len(ref_sents)
        for n in range(NGRAM_ORDER):
            orig_ngrams[n] = multiply_counter(orig_ngrams[n], num_refs)
            sys_ngrams[n] = multiply_counter(sys_ngrams[n], num_refs)
            add_ngrams = set(sys_ngrams[n]) - set(orig_ngrams[n])
            add_sys_correct[n] += len(add_ngrams & set(refs_ngrams[n]))
            add_sys_total[n] += len(add_ngrams)
            add_ref_total[n] += len(set(refs_ngrams[n]) - set(orig_ngrams[n]))
            orig_and_sys = orig_ngrams[n] & sys_ngrams[n]
            orig_and_ref = orig_ngrams[n] & refs_ngrams[n]
            keep_sys_correct[n] += sum((orig_and_sys & orig_and_ref).values())
            keep_sys_total[n] += sum(orig_and_sys.values())
            keep_ref_total[n] += sum(orig_and_ref.values())
            orig_not_sys = orig_ngrams[n] - sys_ngrams[n]
            orig_not_ref = orig_ngrams[n] - refs_ngrams[n]
            del_sys_correct[n] += sum((orig_not_sys & orig_not_ref).values())
            del_sys_total[n] += sum(orig_not_sys.values())
            del_ref_total[n] += sum(orig_not_ref.values())
    return (add_sys_correct, add_sys_total, add_ref_total, keep_sys_correct, keep_sys_total,
            keep_ref_total, del_sys_correct, del_sys_total, del_ref_total)


def compute_macro_sari(asc, ast, art, ksc, kst, krt, dsc, dst, drt, use_f1_for_deletion=True):
    add_f1 = keep_f1 = del_score = 0.0
    for n in range(NGRAM_ORDER):
        _, _, a = compute_precision_recall_f1(asc[n], ast[n], art[n])
        _, _, k = compute_precision_recall_f1(ksc[n], kst[n], krt[n])
        dp, _, df = compute_precision_recall_f1(dsc[n], dst[n], drt[n])
        add_f1 += a / NGRAM_ORDER
        keep_f1 += k / NGRAM_ORDER
        del_score += (df if use_f1_for_deletion else dp) / NGRAM_ORDER
    return add_f1, keep_f1, del_score


def corpus_sari_operation_scores(orig_sents, sys_sents, refs_sents, lowercase=True, tokenizer='13a',
                                 legacy=False, use_f1_for_deletion=True):
    if legacy:
        lowercase = False
    else:
        orig_sents = [normalize(s, lowercase, tokenizer) for s in orig_sents]
    sys_sents = [normalize(s, lowercase, tokenizer) for s in sys_sents]
    refs_sents = [[normalize(s, lowercase, tokenizer) for s in ref] for ref in refs_sents]
    stats = compute_ngram_stats(orig_sents, sys_sents, refs_sents)
    a, k, d = compute_macro_sari(*stats, use_f1_for_deletion=use_f1_for_deletion)
    return 100. * a, 100. * k, 100. * d


def corpus_sari(*args, **kwargs):
    a, k, d = corpus_sari_operation_scores(*args, **kwargs)
    return (a + k + d) / 3


# ---------------------------------------------------------------- sacrebleu BLEU
def extract_all_word_ngrams(line, min_order, max_order):
    counter = Counter()
    tokens = line.split()
    for n in range(min_order, max_order + 1):
        for i in range(0, len(tokens) - n + 1):
            counter[tuple(tokens[i:i + n])] += 1
    return counter, len(tokens)


def closest_ref_len(hyp_len, ref_lens):
    closest_diff, closest_len = -1, -1
    for ref_len in ref_lens:
        diff = abs(hyp_len - ref_len)
        if closest_diff == -1 or diff < closest_diff:
            closest_diff, closest_len = diff, ref_len
        elif diff == closest_diff:
            closest_len = min(ref_len, closest_len)
    return closest_len


def my_log(x):
    return -9999999999 if x == 0 else math.log(x)


def compute_bleu(correct, total, sys_len, ref_len, smooth_method='exp', smooth_value=None,
                 effective_order=False):
    if smooth_value is None:
        smooth_value = {'none': None, 'floor': 0.1, 'add-k': 1, 'exp': None}[smooth_method]
    bp = (math.exp(1 - ref_len / sys_len) if sys_len > 0 else 0.0) if sys_len < ref_len else 1.0
    precisions = [0.0] * NGRAM_ORDER
    if not any(correct):
        return 0.0
    smooth_mteval = 1.
    eff_order = NGRAM_ORDER
    for n in range(1, NGRAM_ORDER + 1):
        if smooth_method == 'add-k' and n > 1:
            correct[n - 1] += smooth_value
            total[n - 1] += smooth_value
        if total[n - 1] == 0:
            break
        if effective_order:
            eff_order = n
        if correct[n - 1] == 0:
            if smooth_method == 'exp':
                smooth_mteval *= 2
                precisions[n - 1] = 100. / (smooth_mteval * total[n - 1])
            elif smooth_method == 'floor':
                precisions[n - 1] = 100. * smooth_value / total[n - 1]
        else:
            precisions[n - 1] = 100. * correct[n - 1] / total[n - 1]
    return bp * math.exp(sum(my_log(p) for p in precisions[:eff_order]) / eff_order)


def corpus_bleu(sys_sents, refs_sents, lowercase=False, tokenizer='13a', smooth_method='exp'):
    sys_sents = [normalize(s, lowercase, tokenizer) for s in sys_sents]
    refs_sents = [[normalize(s, lowercase, tokenizer) for s in ref] for ref in refs_sents]
    correct, total = [0] * NGRAM_ORDER, [0] * NGRAM_ORDER
    sys_len = ref_len = 0
    for hyp, *refs in zip(sys_sents, *refs_sents):
        ref_ngrams, ref_lens = None, []
        for ref in refs:
            ngrams, n = extract_all_word_ngrams(ref, 1, NGRAM_ORDER)
            ref_lens.append(n)
            if ref_ngrams is None:
                ref_ngrams = ngrams
            else:
                for ngram, count in ngrams.items():
                    ref_ngrams[ngram] = max(ref_ngrams[ngram], count)
        hyp_ngrams, hyp_len = extract_all_word_ngrams(hyp, 1, NGRAM_ORDER)
        sys_len += hyp_len
        ref_len += closest_ref_len(hyp_len, ref_lens)
        for ngram, count in hyp_ngrams.items():
            order = len(ngram) - 1
            total[order] += count
            if ngram in ref_ngrams:
                correct[order] += min(count, ref_ngrams[ngram])
    return compute_bleu(correct, total, sys_len, ref_len, smooth_method)


# ---------------------------------------------------------------- NLTK Punkt (English) sentence splitting
# The structure of nltk.tokenize.punkt (>= 3.8): candidate sentence ends are
# found with the period-context regex, each candidate's context is tokenized
# and annotated (first pass), and boundaries are realigned after closing
# quotes and brackets. The trained English parameters (abbreviations,
# collocations, sentence starters) are not available here; on lowercased 13a
# text they never apply, because every period is a token of its own.
_NON_WORD = r"(?:[)\";}\]\*:@\'\({\[!?])"
_WORD_START = r"[^\(\"\`{\[:;&\#\*@\)}\]\-,]"
_MULTI_CHAR = r"(?:\-{2,}|\.{2,}|(?:\.\s){2,}\.)"
_WORD_TOKENIZE = re.compile(r"""(
        %(MultiChar)s
        |
        (?=%(WordStart)s)\S+?
        (?=
            \s|
            $|
            %(NonWord)s|%(MultiChar)s|
            ,(?=$|\s|%(NonWord)s|%(MultiChar)s)
        )
        |
        \S
    )""" % {'NonWord': _NON_WORD, 'MultiChar': _MULTI_CHAR, 'WordStart': _WORD_START},
                            re.UNICODE | re.VERBOSE)
_PERIOD_CONTEXT = re.compile(r"""
        [\.\?!]
        (?=(?P<after_tok>
            %(NonWord)s
            |
            \s+(?P<next_tok>\S+)
        ))""" % {'NonWord': _NON_WORD}, re.UNICODE | re.VERBOSE)
_REALIGN = re.compile(r'["\')\]}]+?(?:\s+|(?=--)|$)', re.MULTILINE)
_ELLIPSIS = re.compile(r'\.\.+$')


def _sentbreak_tokens(text):
    for tok in _WORD_TOKENIZE.findall(text):
        if tok in ('.', '?', '!'):
            yield True
        elif _ELLIPSIS.match(tok):
            yield False
        elif tok.endswith('.') and not tok.endswith('..'):
            yield True  # no trained abbreviation list
        else:
            yield False


def _text_contains_sentbreak(text):
    found = False
    for brk in _sentbreak_tokens(text):
        if found:
            return True
        if brk:
            found = True
    return False


def _last_whitespace_index(text):
    for i in range(len(text) - 1, -1, -1):
        if text[i] in ' \t\n\r\x0b\x0c':
            return i
    return 0


def _potential_end_contexts(text):
    previous_slice = slice(0, 0)
    previous_match = None
    for match in _PERIOD_CONTEXT.finditer(text):
        before_text = text[previous_slice.stop:match.start()]
        idx = _last_whitespace_index(before_text)
        if idx:
            idx += previous_slice.stop + 1
        else:
            idx = previous_slice.start
        prev_word_slice = slice(idx, match.start())
        if previous_match and previous_slice.stop <= prev_word_slice.start:
            yield (previous_match, text[previous_slice] + previous_match.group() + previous_match.group('after_tok'))
        previous_match = match
        previous_slice = prev_word_slice
    if previous_match:
        yield (previous_match, text[previous_slice] + previous_match.group() + previous_match.group('after_tok'))


def _slices_from_text(text):
    last_break = 0
    for match, context in _potential_end_contexts(text):
        if _text_contains_sentbreak(context):
            yield slice(last_break, match.end())
            last_break = match.start('next_tok') if match.group('next_tok') else match.end()
    yield slice(last_break, len(text.rstrip()))


def _pair_iter(iterator):
    iterator = iter(iterator)
    try:
        prev = next(iterator)
    except StopIteration:
        return
    for el in iterator:
        yield (prev, el)
        prev = el
    yield (prev, None)


def _realign_boundaries(text, slices):
    realign = 0
    for sentence1, sentence2 in _pair_iter(slices):
        sentence1 = slice(sentence1.start + realign, sentence1.stop)
        if not sentence2:
            if text[sentence1]:
                yield sentence1
            continue
        m = _REALIGN.match(text[sentence2])
        if m:
            yield slice(sentence1.start, sentence2.start + len(m.group(0).rstrip()))
            realign = m.end()
        else:
            realign = 0
            if text[sentence1]:
                yield sentence1


def to_sentences(text):
    return [text[s] for s in _realign_boundaries(text, _slices_from_text(text))]


# ---------------------------------------------------------------- EASSE FKGL
# Syllable counter (after Greg Fast's Lingua::EN::Syllable), as METRICS.md
# describes EASSE's: exceptions, trailing e's dropped, vowel groups, 19
# patterns adding and 9 subtracting a syllable.
_SPECIAL = """the 1
tottered 2
chummed 1
peeped 1
moustaches 2
shamefully 3
messieurs 2
satiated 4
sailmaker 4
sheered 1
disinterred 3
propitiatory 6
bepatched 2
particularized 5
caressed 2
trespassed 2
sepulchre 3
flapped 1
hemispheres 3
pencilled 2
motioned 2
poleman 2
slandered 2
sombre 2
etc 4
sidespring 2
mimes 1
effaces 2
mr 2
mrs 2
ms 1
dr 2
st 1
sr 2
jr 2
truckle 2
foamed 1
fringed 2
clattered 2
capered 2
mangroves 2
suavely 2
reclined 2
brutes 1
effaced 2
quivered 2
h'm 1
veriest 3
sententiously 4
deafened 2
manoeuvred 3
unstained 2
gaped 1
stammer 2
shivered 2
discoloured 3
gravesend 2
60 2
lb 1
unexpressed 3
greyish 2
unostentatious 5"""
_SYLLABLE_CACHE = {w: int(n) for w, n in (line.split() for line in _SPECIAL.splitlines())}
_SUBSYL = [re.compile(p) for p in ["cial", "tia", "cius", "cious", "gui", "ion", "iou", "sia$", ".ely$"]]
_ADDSYL = [re.compile(p) for p in [
    "ia", "riet", "dien", "iu", "io", "ii", "[aeiouy]bl$", "mbl$", "[aeiou]{3}", "^mc", "ism$",
    r"(.)(?!\1)([aeiouy])\2l$", "[^l]llien", "^coad.", "^coag.", "^coal.", "^coax.",
    r"(.)(?!\1)[gq]ua(.)(?!\2)[aeiou]", "dnt$"]]


def count_syllables_in_word(word):
    word = word.strip().lower()
    if not word:
        return 0
    count = _SYLLABLE_CACHE.get(word, -1)
    if count > 0:
        return count
    word = word.rstrip('e')
    count = 0
    prev_was_vowel = False
    for c in word:
        is_vowel = c in 'aeiouy'
        if is_vowel and not prev_was_vowel:
            count += 1
        prev_was_vowel = is_vowel
    for r in _ADDSYL:
        if r.search(word):
            count += 1
    for r in _SUBSYL:
        if r.search(word):
            count -= 1
    return count


def corpus_fkgl_counts(sentences, tokenizer='13a'):
    nb_words = nb_syllables = nb_sentences = 0
    for sentence in sentences:
        for s in to_sentences(normalize(sentence, True, tokenizer)):
            words = s.split()
            nb_words += len(words)
            nb_syllables += sum(count_syllables_in_word(w) for w in words)
            nb_sentences += 1
    return nb_sentences, nb_words, nb_syllables


def corpus_fkgl(sentences, tokenizer='13a'):
    s, w, y = corpus_fkgl_counts(sentences, tokenizer)
    if s == 0 or w == 0:
        return 0
    return max(0, 0.39 * (w / s) + 11.8 * (y / w) - 15.59)


def corpus_fre(sentences, tokenizer='13a'):
    s, w, y = corpus_fkgl_counts(sentences, tokenizer)
    if s == 0 or w == 0:
        return 0
    return 206.835 - 1.015 * (w / s) - 84.6 * (y / w)


# ---------------------------------------------------------------- EASSE quality estimation
STOPWORDS = set("""i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself
yourselves he him his himself she she's her hers herself it it's its itself they them their theirs
themselves what which who whom this that that'll these those am is are was were be been being have has
had having do does did doing a an the and but if or because as until while of at by for with about
against between into through during before after above below to from up down in out on off over under
again further then once here there when where why how all any both each few more most other some such no
nor not only own same so than too very s t can will just don don't should should've now d ll m o re ve y
ain aren aren't couldn couldn't didn didn't doesn doesn't hadn hadn't hasn hasn't haven haven't isn
isn't ma mightn mightn't mustn mustn't needn needn't shan shan't shouldn shouldn't wasn wasn't weren
weren't won won't wouldn wouldn't""".split())
assert len(STOPWORDS) == 179
_PUNCT = set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~')


def load_word2rank(path):
    import gzip
    word2rank = {}
    with gzip.open(path, 'rt', encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            rank, word = line.rstrip('\n').split('\t')[:2]
            word2rank.setdefault(word.lower(), int(rank))
    return word2rank


def lexical_complexity(sentence, word2rank):
    import numpy as np
    words = [w for w in sentence.split() if not all(c in _PUNCT for c in w)]
    words = [w for w in words if w.lower() not in STOPWORDS]
    words = [w.lower() for w in words if w.lower() in word2rank]
    if not words:
        return np.log(1 + len(word2rank))
    return float(np.quantile([np.log(1 + word2rank[w]) for w in words], 0.75))


def corpus_quality(orig_sents, sys_sents, word2rank, lowercase=True, tokenizer='13a'):
    import Levenshtein
    orig_sents = [normalize(s, lowercase, tokenizer) for s in orig_sents]
    sys_sents = [normalize(s, lowercase, tokenizer) for s in sys_sents]

    def safe_div(a, b):
        return a / b if b else 0

    def additions(c, s):
        return safe_div(sum((Counter(s.split()) - Counter(c.split())).values()),
                        max(len(c.split()), len(s.split())))

    def average(f):
        total = 0
        for c, s in zip(orig_sents, sys_sents):
            total += f(c, s)
        return total / len(orig_sents)

    return {
        'compression_ratio': average(lambda c, s: safe_div(len(s), len(c))),
        'sentence_splits': average(lambda c, s: safe_div(len(to_sentences(s)), len(to_sentences(c)))),
        'levenshtein_sim': average(lambda c, s: Levenshtein.ratio(c, s)),
        'exact_copies': average(lambda c, s: float(c == s)),
        'additions_proportion': average(additions),
        'deletions_proportion': average(lambda c, s: additions(s, c)),
        'lexical_complexity': average(lambda c, s: lexical_complexity(s, word2rank)),
    }


# ---------------------------------------------------------------- synthetic benchmark corpus
def synthetic_corpus(n, root):
    """The n-pair corpus of the Go benchmarks (syntheticCorpus in eval/bench_test.go): TurkCorpus
    tune sentences, each made unique by inserting its index as a word."""
    tune = os.path.join(root, 'datasets', 'turkcorpus', 'tune.truecase.detok.')
    orig = read_lines(tune + 'orig')
    simp = [read_lines(tune + f'simp.{k}') for k in range(8)]

    def mark(s, i):
        words = s.split(' ')
        pos = i % (len(words) + 1)
        return ' '.join(words[:pos] + [str(i)] + words[pos:])

    m = len(orig)
    o = [mark(orig[i % m], i) for i in range(n)]
    s = [mark(simp[i % 8][i % m], i) for i in range(n)]
    r = [mark(simp[(i + 3) % 8][i % m], i) for i in range(n)]
    return o, s, [r]


def read_lines(path):
    with open(path, encoding='utf-8') as f:
        return [line.rstrip() for line in f]


WALL = {}


def timed(f, *args, **kwargs):
    """Returns f's value and the CPU seconds it took (process time: wall
    time is unreliable on a shared, overloaded machine); the wall seconds go
    to WALL[f.__name__]."""
    t, w = time.process_time(), time.perf_counter()
    v = f(*args, **kwargs)
    WALL[f.__name__] = time.perf_counter() - w
    return v, time.process_time() - t


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--orig')
    ap.add_argument('--sys')
    ap.add_argument('--refs', action='append', default=[])
    ap.add_argument('--synthetic', type=int, help='score the synthetic corpus of this many pairs')
    ap.add_argument('--no-fkgl', action='store_true')
    ap.add_argument('--quality', action='store_true', help='also the quality-estimation features')
    ap.add_argument('--selftest', action='store_true')
    args = ap.parse_args()
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
    if args.selftest:
        return selftest(root)
    if args.synthetic:
        orig, sys_sents, refs = synthetic_corpus(args.synthetic, root)
    else:
        orig, sys_sents = read_lines(args.orig), read_lines(args.sys)
        refs = [read_lines(r) for r in args.refs]
    out, secs = {}, {}
    out['sari'], secs['sari'] = timed(corpus_sari, orig, sys_sents, refs)
    out['bleu'], secs['bleu'] = timed(corpus_bleu, sys_sents, refs, lowercase=True)
    if not args.no_fkgl:
        out['fkgl'], secs['fkgl'] = timed(corpus_fkgl, sys_sents)
    if args.quality:
        w2r = load_word2rank(os.path.join(root, 'datasets', 'wordfreq', 'large_en.ranked.tsv.gz'))
        q, secs['quality'] = timed(corpus_quality, orig, sys_sents, w2r)
        out.update(q)
    out['n'] = len(sys_sents)
    out['seconds'] = secs
    out['seconds_total'] = sum(secs.values())
    out['wall_seconds_total'] = sum(WALL.values())
    json.dump(out, sys.stdout)
    print()


def selftest(root):
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, 'toy_golden.json')) as f:
        g = json.load(f)
    i = g['inputs']
    checks = [
        (corpus_sari(i['orig'], i['sys'], i['refs']), g['easse']['corpus_sari']),
        (corpus_sari(i['orig'], i['sys'], i['refs'], legacy=True), g['easse']['corpus_sari_legacy']),
        (corpus_sari(i['orig'], i['sys'], i['refs'], use_f1_for_deletion=False),
         g['easse']['corpus_sari_deletion_precision_only']),
        (corpus_bleu(i['sys'], i['refs']), g['easse']['corpus_bleu']),
    ]
    tc = os.path.join(root, 'datasets', 'turkcorpus', 'test.truecase.detok.')
    orig = read_lines(tc + 'orig')
    refs = [read_lines(tc + f'simp.{k}') for k in range(8)]
    with open(os.path.join(here, 'turkcorpus_test_golden.jsonl')) as f:
        for line in f:
            gl = json.loads(line)
            sys_sents = read_lines(os.path.join(root, 'datasets', 'system_outputs', gl['sys']))
            checks.append((corpus_sari(orig, sys_sents, refs), gl['sari']))
            checks.append((corpus_bleu(sys_sents, refs, lowercase=True), gl['bleu']))
            checks.append((corpus_bleu(sys_sents, refs), gl['bleu_cased']))
    bad = [(got, want) for got, want in checks if abs(got - want) > 1e-9]
    print(f'{len(checks) - len(bad)} passed, {len(bad)} failed')
    for got, want in bad:
        print(f'  got {got!r}, want {want!r}')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
