// main.cpp
#include "tilecache/cache.hpp"
