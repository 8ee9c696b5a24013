target_sources(${ARBITER_LAYER} PRIVATE
  src/games/dimrift/arrows.cc
  src/games/dimrift/effect_text.cc
  src/games/dimrift/field.cc
  src/games/dimrift/field_picture.cc
)
target_sources(${ARBITER_LAYER} PRIVATE
  src/games/dimrift/cards.cc
  src/games/dimrift/module.cc
  src/games/dimrift/play.cc
  src/games/dimrift/rules.cc
)
# The geometry bench (bench/dimrift.sh builds and runs it); not part of the default build.
add_executable(dimrift_bench EXCLUDE_FROM_ALL ${CMAKE_SOURCE_DIR}/bench/dimrift_bench.cc)
target_link_libraries(dimrift_bench PRIVATE ${ARBITER_LAYER})
