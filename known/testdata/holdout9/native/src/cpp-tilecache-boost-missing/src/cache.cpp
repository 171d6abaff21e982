// cache.cpp
#include "tilecache/cache.hpp"
