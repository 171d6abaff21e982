#pragma once
struct conf { int port; int workers; char name[32]; };
void conf_defaults(struct conf *c);
/* 0 on success, -1 if the file cannot be read, -2 on an unknown key */
int conf_load(struct conf *c, const char *path);
