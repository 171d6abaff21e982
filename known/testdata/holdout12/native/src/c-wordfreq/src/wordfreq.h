#ifndef WORDFREQ_H
#define WORDFREQ_H
#include <stddef.h>
struct node { char *word; int count; struct node *next; };
struct node *list_bump(struct node *head, const char *word);
size_t list_len(const struct node *head);
void list_free(struct node *head);
struct node *count_words(const char *text);
#endif
