# wisptriage: the two commands a newcomer runs are `make demo` and `make test`.
GO      ?= go
BIN     := bin/wisptriage
PKGS    := ./...
CORPUS  ?= ../shared/corpus
TOOLS   ?= ../shared/tools

.PHONY: build test demo bench fuzz lint eval update-golden clean

build:
	$(GO) build -o $(BIN) ./cmd/wisptriage

# The test suite CI runs: vet, formatting, and every test (no network, no model).
test: lint
	$(GO) test -count=1 $(PKGS)

# Builds wisptriage and runs the main job on a real failed build log kept in testdata/.
demo: build
	@store=$$(mktemp -d); \
	echo "\$$ wisptriage notable testdata/demo/build.log"; \
	$(BIN) --store $$store notable testdata/demo/build.log; \
	echo; echo "\$$ wisptriage --budget 600 ingest testdata/demo/build.log"; \
	$(BIN) --store $$store --budget 600 ingest testdata/demo/build.log; \
	rm -rf $$store

lint:
	$(GO) vet $(PKGS)
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v -E '(^|/)testdata/')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

# Go benchmarks of every hot path, then the whole process against zstd and grep on the
# same generated logs (scripts/bench.sh; BENCH_BYTES sets the size, default 1 GiB).
bench: build
	$(GO) test -run '^$$' -bench . -benchmem $(PKGS)
	./scripts/bench.sh $(BIN)

# A short run of every fuzz target; FUZZTIME=5m fuzzes longer.
FUZZTIME ?= 10s
fuzz:
	./scripts/fuzz.sh $(FUZZTIME)

# Accuracy on the real corpora in ../shared/corpus, when they are there.
eval: build
	./scripts/eval.sh $(BIN) $(CORPUS) $(TOOLS)

update-golden:
	$(GO) test $(PKGS) -update

clean:
	rm -rf bin
