#include <algorithm>
#include <cstdio>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include "spool.hpp"

std::string Spool::put(const std::string &payload)
{
    char id[32];
    std::snprintf(id, sizeof id, "msg-%06u", ++seq_);
    std::ofstream(dir_ + "/" + id) << payload;
    return id;
}

std::vector<std::string> Spool::list() const
{
    std::vector<std::string> ids;
    if (DIR *d = opendir(dir_.c_str())) {
        while (dirent *e = readdir(d))
            if (e->d_name[0] != '.')
                ids.push_back(e->d_name);
        closedir(d);
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

bool Spool::take(const std::string &id, std::string &payload)
{
    std::string path = dir_ + "/" + id;
    std::ifstream in(path);
    if (!in)
        return false;
    std::stringstream ss;
    ss << in.rdbuf();
    payload = ss.str();
    return std::remove(path.c_str()) == 0;
}
