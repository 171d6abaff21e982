// http_fetch.cpp
#include "tilecache/cache.hpp"
