# The two commands of the README:
#   make run   installs what is missing, builds arbiter and its database, shows a lookup and a search
#   make test  the same set-up, then every test (CTest), ending with CTest's summary line
BUILD ?= build
JOBS ?= 2
DEB_PACKAGES := cmake g++ make libsqlite3-dev sqlite3 libcli11-dev nlohmann-json3-dev catch2 clang-format libcpp-httplib-dev pkg-config
# Only `make test` needs these: the browser tests of the exported site (tests/site/browser_test.mjs)
# drive Chromium over the DevTools protocol from Node (its built-in WebSocket).
TEST_PACKAGES := chromium nodejs
# Only `make test-sanitize` and `make fuzz` need these: clang with its sanitizer and libFuzzer
# runtimes (Debian 12's clang 14; libclang-rt-dev is the runtimes' package).
SANITIZE_PACKAGES := clang libclang-rt-dev
# The sanitizer build (clang, ASan+UBSan with -fno-sanitize-recover, libFuzzer coverage) has its own
# directory: `make test-sanitize` runs every test there, `make fuzz` each fuzz target for
# FUZZ_SECONDS (fuzz/run.sh).
ASAN_BUILD ?= build-asan
FUZZ_SECONDS ?= 60

.PHONY: deps test-deps configure build build-arbiter run test bench format install clean \
	sanitize-deps sanitize-configure test-sanitize fuzz fuzz-ci

deps:
	@PACKAGES="$(DEB_PACKAGES)" sh tools/apt-install.sh

test-deps:
	@PACKAGES="$(TEST_PACKAGES)" sh tools/apt-install.sh

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release > /dev/null

# The binary and its database only (make run); the tests are built by make test.
build-arbiter: configure
	cmake --build $(BUILD) -j$(JOBS) --target arbiter_db

build: configure
	cmake --build $(BUILD) -j$(JOBS)

run: build-arbiter
	$(BUILD)/arbiter rule 718.5.b
	$(BUILD)/arbiter search attached might --limit 5
	@if [ -d scenarios/riftbound ]; then $(BUILD)/arbiter test scenarios; fi

test: test-deps build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS)

sanitize-deps:
	@PACKAGES="$(SANITIZE_PACKAGES)" sh tools/apt-install.sh

# -O1 with line tables only (file:line in every sanitizer report): the build is most of CI's time,
# and -O1 is what the sanitizers' own documentation advises for speed with readable reports.
sanitize-configure: deps sanitize-deps
	@CC=clang CXX=clang++ cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
		-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" -DARBITER_FUZZ=ON > /dev/null

# Every test of make test under the sanitizers but `formatting` (it runs clang-format over the
# sources, no code of ours: make test runs it), plus each fuzz target over its regression inputs.
test-sanitize: test-deps sanitize-configure
	cmake --build $(ASAN_BUILD) -j$(JOBS)
	cd $(ASAN_BUILD) && ctest --output-on-failure -j$(JOBS) -E '^formatting$$'

fuzz: sanitize-configure
	cmake --build $(ASAN_BUILD) -j$(JOBS) --target fuzz_all
	bash fuzz/run.sh $(ASAN_BUILD) $(FUZZ_SECONDS)

# CI's fuzz step (.ci/run): each target a fixed number of inputs from a fixed seed
# (-seed=1 -runs=N), JOBS targets at a time, in a temporary corpus (fuzz/ci.sh). Deterministic:
# it passes in CI when it passed on the run that verified the commit. `make fuzz` is the timed,
# random search, for runs by hand.
fuzz-ci: sanitize-configure
	cmake --build $(ASAN_BUILD) -j$(JOBS) --target fuzz_all
	FUZZ_JOBS=$(JOBS) bash fuzz/ci.sh $(ASAN_BUILD)

bench: build
	bash bench/run.sh $(BUILD)
	bash bench/search.sh $(BUILD)
	bash bench/engine.sh $(BUILD)
	sh bench/diff.sh $(BUILD)/arbiter
	bash bench/dimrift.sh $(BUILD)
	bash bench/serve.sh $(BUILD)

format: deps
	tools/format.sh

# make install PREFIX=/opt/arbiter: the binary, its database, rules-db/ and the scenarios.
PREFIX ?= /usr/local
install: build
	cmake --install $(BUILD) --prefix $(PREFIX)

clean:
	rm -rf $(BUILD)
