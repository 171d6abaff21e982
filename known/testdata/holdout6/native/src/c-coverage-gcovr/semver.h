#ifndef SEMVER_H
#define SEMVER_H
struct semver { int major, minor, patch; char pre[32]; };
int semver_parse(const char *s, struct semver *v);
int semver_cmp(const struct semver *a, const struct semver *b);
#endif
