# The layers of src/ as libraries, and the direction between them as a property of the build.
#
#   arbiter_layer(NAME DIRS dir... USES layer...)
#
# makes the static library arbiter_NAME from the sources.cmake of each of its DIRS (under src/),
# links it to the layers it USES, and gives it an include root that holds only its own folders and
# those of the layers below it (through the layers it uses). A wrong-way include, say
# "store/writer.h" from src/corpus, is then "No such file or directory" at compile time, and a
# layer can only use layers declared before it, so the layers cannot loop.
set(ARBITER_LAYER_ROOTS ${CMAKE_BINARY_DIR}/layers)

function(arbiter_layer name)
  cmake_parse_arguments(L "" "" "DIRS;USES" ${ARGN})
  set(target arbiter_${name})
  add_library(${target} STATIC)
  # Unity batches: each file's share of the common headers (the standard library, the engine's,
  # nlohmann's) is parsed once per batch, not once per file (ARBITER_UNITY=OFF for one file each).
  if(ARBITER_UNITY)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
  endif()
  target_compile_features(${target} PUBLIC cxx_std_20)
  target_compile_options(${target} PRIVATE ${ARBITER_WARNINGS})
  # The folders this layer may include: its own, then everything its layers may include.
  set(visible ${L_DIRS})
  foreach(used IN LISTS L_USES)
    if(NOT TARGET arbiter_${used})
      message(FATAL_ERROR "layer ${name} uses '${used}', which is not a layer declared before it")
    endif()
    get_property(below GLOBAL PROPERTY ARBITER_VISIBLE_${used})
    list(APPEND visible ${below})
    target_link_libraries(${target} PUBLIC arbiter_${used})
  endforeach()
  list(REMOVE_DUPLICATES visible)
  set_property(GLOBAL PROPERTY ARBITER_VISIBLE_${name} ${visible})
  # The include root: one symbolic link per visible folder (games/riftbound stays "games/...").
  set(root ${ARBITER_LAYER_ROOTS}/${name})
  file(REMOVE_RECURSE ${root})
  foreach(dir IN LISTS visible)
    get_filename_component(parent ${root}/${dir} DIRECTORY)
    file(MAKE_DIRECTORY ${parent})
    file(CREATE_LINK ${CMAKE_SOURCE_DIR}/src/${dir} ${root}/${dir} SYMBOLIC)
  endforeach()
  target_include_directories(${target} PRIVATE ${root})
  set(ARBITER_LAYER ${target})
  foreach(dir IN LISTS L_DIRS)
    include(${CMAKE_SOURCE_DIR}/src/${dir}/sources.cmake)
  endforeach()
endfunction()
