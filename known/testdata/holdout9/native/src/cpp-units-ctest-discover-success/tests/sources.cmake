set(UNITS_TEST_SOURCES
  quantities1_test.cpp
  quantities2_test.cpp
  quantities3_test.cpp
  quantities4_test.cpp
  quantities5_test.cpp
  quantities6_test.cpp
)
