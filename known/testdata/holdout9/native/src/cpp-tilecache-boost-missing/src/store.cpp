// store.cpp
#include "tilecache/cache.hpp"
