#!/usr/bin/python3
"""Generates the reference fixtures of patsimp's eval tests.

Run from anywhere with Debian's Python (needs python3-levenshtein and
python3-numpy):  /usr/bin/python3 testdata/metrics/gen_fixtures.py

Writes, next to this file:
  levenshtein_pairs.jsonl.gz  12,000 random string pairs (ASCII, Latin accents,
                              Greek, CJK, emoji, combining marks; lengths 0-300,
                              many pairs derived by random edits) with
                              python-Levenshtein's ratio and distance.
  reference.json.gz           13a tokenization and lowercasing of random
                              punctuation-heavy strings (Python re / str.lower),
                              syllable counts of every TurkCorpus and ASSET test
                              token, Punkt sentence counts of every line,
                              FKGL / FRE of corpora, WordRank scores (numpy
                              quantile) and EASSE quality-estimation features,
                              all from easse_ref.py.
The random generator is seeded, so reruns give the same files.
"""
import gzip
import json
import os
import random
import sys

import Levenshtein

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
sys.path.insert(0, HERE)
import easse_ref as ref  # noqa: E402

rng = random.Random(20231122)

ALPHABETS = [
    'abcdefghij',
    'abcdefghijklmnopqrstuvwxyz    ',
    'aeiouéèêëàâäôöüçñ ',
    'αβγδεζηθικλμνξοπρσςτυφχψωΣΑΒ ',
    '日本語中文漢字かなカナ한국어 ',
    '😀🤞🏽👍🏿🎉𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ',
    'e\u0301a\u0300o\u0302 \u200d\u00a0',
    'abc.,;:!?-\'"()[]{}0123456789 ',
]


def random_string(max_len):
    alpha = rng.choice(ALPHABETS) + (rng.choice(ALPHABETS) if rng.random() < 0.3 else '')
    n = rng.randint(0, max_len)
    return ''.join(rng.choice(alpha) for _ in range(n))


def mutate(s, alpha):
    chars = list(s)
    for _ in range(rng.randint(0, max(1, len(chars) // 3))):
        op = rng.random()
        if op < 0.33 and chars:
            del chars[rng.randrange(len(chars))]
        elif op < 0.66:
            chars.insert(rng.randint(0, len(chars)), rng.choice(alpha))
        elif chars:
            chars[rng.randrange(len(chars))] = rng.choice(alpha)
    return ''.join(chars)


def levenshtein_pairs(n):
    pairs = [('', ''), ('', 'a'), ('kitten', 'sitting'), ('résumé', 'resume'), ('a' * 64, 'a' * 65),
             ('ab' * 100, 'ba' * 100)]
    while len(pairs) < n:
        max_len = rng.choice([5, 20, 70, 150, 300])
        a = random_string(max_len)
        if rng.random() < 0.6:
            b = mutate(a, rng.choice(ALPHABETS))
        else:
            b = random_string(max_len)
        if rng.random() < 0.5:
            a, b = b, a
        pairs.append((a, b))
    return [{'a': a, 'b': b, 'ratio': Levenshtein.ratio(a, b), 'distance': Levenshtein.distance(a, b)}
            for a, b in pairs]


TOKEN_PIECES = ['a', 'B', 'cd', 'Éa', '3', '42', '.', ',', '-', '--', "'", '"', '(', ')', '&', '&quot;', '&amp;',
                '&lt;', '&gt;', '&amp;lt;', '<skipped>', '-\n', '\n', ' ', '  ', '\t', '\x1c', '\x85', '\xa0',
                '\u2028', '\u3000', '\u200b', '\u180e', 'İ', 'ΣΑΣ', 'Σ', 'ὈΔΥΣΣΕΎΣ', 'ΌΣ.', 'Aσ', '!', '?', '...',
                '$', '%', '/', ':', ';', '@', '[', ']', '{', '}', '~', '`', '^', '_', '|', '+', '=', '*', '#',
                '1.5', '1,000', '3-4', 'U.S.', 'e.g.', '日本', '😀', 'ǅ', 'ẞ', 'K']


def random_text():
    return ''.join(rng.choice(TOKEN_PIECES) for _ in range(rng.randint(0, 25)))


def main():
    pairs = levenshtein_pairs(12000)
    with gzip.open(os.path.join(HERE, 'levenshtein_pairs.jsonl.gz'), 'wt', encoding='utf-8', compresslevel=9) as f:
        for p in pairs:
            f.write(json.dumps(p, ensure_ascii=False) + '\n')

    texts = [random_text() for _ in range(3000)]
    tokenize = [{'in': t, 'tok': ref.tokenize_13a(t), 'lower_tok': ref.normalize(t, True, '13a'),
                 'lower': t.lower(), 'fields': t.split()} for t in texts]

    tc = os.path.join(ROOT, 'datasets', 'turkcorpus', 'test.truecase.detok.')
    asset = os.path.join(ROOT, 'datasets', 'asset', 'asset.test.')
    corpora = {'turkcorpus.orig': ref.read_lines(tc + 'orig'), 'asset.orig': ref.read_lines(asset + 'orig'),
               'asset.simp.0': ref.read_lines(asset + 'simp.0')}
    for k in range(8):
        corpora[f'turkcorpus.simp.{k}'] = ref.read_lines(tc + f'simp.{k}')
    systems = ['ACCESS', 'Dress-Ls', 'PBMT-R', 'UNTS']
    for s in systems:
        corpora[s] = ref.read_lines(os.path.join(ROOT, 'datasets', 'system_outputs', 'turkcorpus_test.' + s))

    words = set()
    sentence_counts = {}
    for name, lines in corpora.items():
        counts = []
        for line in lines:
            norm = ref.normalize(line, True, '13a')
            words.update(norm.split())
            counts.append(len(ref.to_sentences(norm)))
        sentence_counts[name] = counts
    extra_words = ['the', 'three', 'free', 'agreeable', 'middle', 'wheel', 'steel', 'alien', 'salient',
                   'coalition', 'coax', 'coaxed', 'language', 'equal', 'guava', 'couldnt', 'mcdonald', 'absolutely',
                   'ely', 'asia', 'tapioca', 'radio', 'scion', 'ii', 'iii', 'é', 'naïve', '60', 'etc', 'h\'m',
                   'quaint', 'aqua', 'squad', 'bl', 'able', 'amble', 'isms', 'prism', 'reel', 'feel', 'eeeeee',
                   'bruised', 'guile', 'precious', 'glacial', 'ocean']
    words.update(extra_words)
    syllables = {w: ref.count_syllables_in_word(w) for w in sorted(words)}

    readability = {}
    for name, lines in corpora.items():
        s, w, y = ref.corpus_fkgl_counts(lines)
        readability[name] = {'sentences': s, 'words': w, 'syllables': y, 'fkgl': ref.corpus_fkgl(lines),
                             'fre': ref.corpus_fre(lines)}

    w2r = ref.load_word2rank(os.path.join(ROOT, 'datasets', 'wordfreq', 'large_en.ranked.tsv.gz'))
    wordrank = [{'sentence': s, 'score': ref.lexical_complexity(ref.tokenize_13a(s), w2r)}
                for s in corpora['turkcorpus.orig'] + corpora['ACCESS'] + ['', '. , !', 'the of and', 'Xqzzyv']]

    quality = {}
    for s in systems:
        quality[s] = ref.corpus_quality(corpora['turkcorpus.orig'], corpora[s], w2r, lowercase=True)
        quality[s + '.cased'] = ref.corpus_quality(corpora['turkcorpus.orig'], corpora[s], w2r, lowercase=False)

    out = {'tokenize': tokenize, 'syllables': syllables, 'sentence_counts': sentence_counts,
           'readability': readability, 'wordrank': wordrank, 'quality': quality}
    with gzip.open(os.path.join(HERE, 'reference.json.gz'), 'wt', encoding='utf-8', compresslevel=9) as f:
        json.dump(out, f, ensure_ascii=False)
    print(f'{len(pairs)} Levenshtein pairs, {len(tokenize)} tokenizer cases, {len(syllables)} words')


if __name__ == '__main__':
    main()
