// Package eval computes text-simplification metrics with the exact numbers of
// the field's reference tools: EASSE (commit 6a4352ec) and sacrebleu 2.6.0.
//
// It provides the sacrebleu "13a" tokenizer, corpus SARI with its legacy,
// paper and deletion-precision variants, corpus and sentence BLEU, the
// Flesch-Kincaid grade level and Flesch Reading Ease with EASSE's syllable
// counter and NLTK-Punkt-compatible sentence splitting, the
// python-Levenshtein ratio, EASSE's quality-estimation features and the
// ACCESS WordRank score over a bundled ranked word list. Evaluate runs all of
// them at once, like EASSE's "easse evaluate" command.
//
// Corpus inputs are parallel slices: orig[i] and sys[i] are the i-th source
// and system sentences, and refs[k][i] is the i-th sentence of the k-th
// reference stream (the layout of EASSE and sacrebleu).
//
// Every options struct has a zero value that reproduces the defaults of the
// corresponding EASSE function, so SARIOptions{} is EASSE's corpus_sari and
// BLEUOptions{} is EASSE's corpus_bleu. Options{} for Evaluate follows the
// EASSE command line.
//
// All corpus computations sum integer statistics per sentence, so spreading
// sentences over goroutines never changes a result.
package eval
