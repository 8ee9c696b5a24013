target_sources(arbiter_tests PRIVATE
  tests/site/export_test.cc
  tests/site/link_check.cc
  tests/site/packet_test.cc
)
# The exported site in headless Chromium (tests/site/browser_test.mjs; make test-deps installs
# Chromium and Node). Screenshots land in build/browser-site/.
add_test(NAME browser_site
         COMMAND node --no-warnings --experimental-websocket
                 ${CMAKE_SOURCE_DIR}/tests/site/browser_test.mjs $<TARGET_FILE:arbiter>
                 ${CMAKE_BINARY_DIR}/browser-site)
set_tests_properties(browser_site PROPERTIES TIMEOUT 180)
