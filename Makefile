# The two commands of the README:
#   make run   installs what is missing, builds arbiter and its database, shows a lookup and a search
#   make test  the same set-up, then every test (CTest), ending with CTest's summary line
BUILD ?= build
JOBS ?= 2
DEB_PACKAGES := cmake g++ make libsqlite3-dev sqlite3 libcli11-dev nlohmann-json3-dev catch2 clang-format libcpp-httplib-dev pkg-config
# Only `make test` needs these: the browser tests of the exported site (tests/site/browser_test.mjs)
# drive Chromium over the DevTools protocol from Node (its built-in WebSocket).
TEST_PACKAGES := chromium nodejs

.PHONY: deps test-deps configure build build-arbiter run test bench format install clean

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
