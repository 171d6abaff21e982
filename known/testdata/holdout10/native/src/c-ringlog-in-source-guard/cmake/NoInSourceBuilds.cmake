# Refuse to configure in the source tree: the generated Makefiles would
# overwrite the hand-written ones used by the embedded build.
if(CMAKE_SOURCE_DIR STREQUAL CMAKE_BINARY_DIR)
  message(FATAL_ERROR
    "In-source builds are not allowed.\n"
    "Run: cmake -S . -B build\n"
    "and remove CMakeCache.txt and CMakeFiles/ from the source tree.")
endif()
