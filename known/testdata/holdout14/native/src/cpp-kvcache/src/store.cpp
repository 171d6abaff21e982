#include "store.hpp"
#include <fstream>
#include <sstream>

bool FileStore::load(const std::string &key, std::string &out)
{
    std::ifstream in(dir_ + "/" + key);
    if (!in)
        return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

void FileStore::flush()
{
    pending_ = 0;
}

bool CachedStore::load(const std::string &key, std::string &out)
{
    if (auto v = cache_.get(key)) {
        out = *v;
        return true;
    }
    if (!backing_.load(key, out))
        return false;
    cache_.put(key, out);
    return true;
}
