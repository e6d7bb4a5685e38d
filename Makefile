# patsimp build, test and demo targets. GOEXPERIMENT=simd makes the pure-Go
# GoMLX backend 3-4x faster; one non-SIMD run keeps the portable path tested.
GO        ?= go
SIMD      := GOEXPERIMENT=simd
BIN       := bin/patsimp
PKGS      := ./...
TESTFLAGS ?= -count=1 -timeout 20m

.PHONY: all build build-static test test-nosimd xla-plugin demo bench bench-compare venv e2e lint fmt clean

all: build

build:
	$(SIMD) CGO_ENABLED=1 $(GO) build -o $(BIN) ./cmd/patsimp

# A static pure-Go binary (no XLA/PJRT support).
build-static:
	$(SIMD) CGO_ENABLED=0 $(GO) build -tags noxla -o $(BIN)-static ./cmd/patsimp

# The model tests run on the Go backend and on XLA CPU (models/backendtest);
# scripts/xla-testcount.go prints go test's usual lines and counts the XLA tests.
# PATSIMP_BACKEND=go keeps the command-line tests on the Go backend (the
# commands' default is XLA where it is faster; docs/xla.md).
test: lint xla-plugin
	bash -o pipefail -c 'PATSIMP_BACKEND=go $(SIMD) $(GO) test $(TESTFLAGS) -json $(PKGS) | $(GO) run scripts/xla-testcount.go'
	$(MAKE) test-nosimd

# The portable (non-SIMD) backend path, on the packages that run graphs
# (pure-Go backend only: SIMD does not change XLA).
test-nosimd:
	PATSIMP_TEST_BACKENDS=go $(GO) test $(TESTFLAGS) -short ./models/... ./decode/

# Installs the pinned XLA PJRT CPU plugin into .xla/ (git-ignored) for
# --backend xla:cpu and the XLA tests (docs/xla.md). Without pip/network it
# prints one loud line and the XLA tests skip; with CI=true that fails.
xla-plugin:
	scripts/xla-plugin.sh

# Simplifies the embedded sample of patent sentences with the embedded
# patent model (pure-Go backend) and scores it against the silver references.
demo: build
	./$(BIN) demo

# Go benchmarks of every package (the 300k/500k corpus benchmarks take
# minutes; narrow with BENCH=regexp).
BENCH ?= .
bench:
	$(SIMD) $(GO) test -run '^$$' -bench '$(BENCH)' -benchtime 3x $(PKGS)

# patsimp bench beside the PyTorch reference (Debian python3-torch), one table
# with the patsimp/PyTorch ratio per workload. Pass flags with ARGS=...
ARGS ?= --quick
bench-compare:
	bench/compare.sh $(ARGS)

# PyTorch 2.x + transformers (PyPI, pinned in bench/torch/requirements.txt) in
# a git-ignored .venv/ for the end-to-end references (bench/e2e.sh). Downloads
# ~5 GB (PyPI's torch pulls the CUDA runtime wheels; it runs on the CPU).
# Never run by make test.
PYTHON3 ?= python3
venv: .venv/.installed
.venv/.installed: bench/torch/requirements.txt
	$(PYTHON3) -m venv .venv
	.venv/bin/pip install --upgrade -r bench/torch/requirements.txt
	touch $@

# patsimp beside the PyTorch references, end to end (bench/e2e.sh; REPS=N).
REPS ?= 5
e2e: build
	bench/e2e.sh --reps $(REPS)

lint:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' ; git ls-files --others --exclude-standard '*.go'))" || \
	  (echo "gofmt needed on:"; gofmt -l $$(git ls-files '*.go'; git ls-files --others --exclude-standard '*.go'); exit 1)
	$(SIMD) $(GO) vet $(PKGS)

fmt:
	gofmt -w $$(git ls-files '*.go'; git ls-files --others --exclude-standard '*.go')

clean:
	rm -rf bin
