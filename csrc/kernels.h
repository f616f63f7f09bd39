/* The CPU kernels of the replay buffers (agilerl._ckernels).
   Plain C (C99 and what MSVC takes), no Python or torch types: module.c binds them. */
#ifndef AGILERL_KERNELS_H
#define AGILERL_KERNELS_H

#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
#define AGL_PREFETCH_R(p) __builtin_prefetch((p), 0)
#define AGL_PREFETCH_W(p) __builtin_prefetch((p), 1)
#else /* MSVC and others: no prefetch hints (the results do not depend on them) */
#define AGL_PREFETCH_R(p) ((void)(p))
#define AGL_PREFETCH_W(p) ((void)(p))
#endif

/* The sum tree of sum_tree.py over its own tensors: float32 leaves (n_blocks * k),
   per-block float64 sums (zero-padded to n_groups * k2) and float32 minima, per-group (k2 blocks) float64 sums and
   float32 minima, and a scratch of n_groups + 1 float64 group prefixes. */
typedef struct {
    float *leaves;
    double *bsum;
    float *bmin;
    double *gsum;
    float *gmin;
    double *pre;
    int64_t k, k2, n_blocks, n_groups;
    int kshift, k2shift; /* log2 of k and k2 where they are powers of two, else -1 */
} agl_tree;

#define AGL_MAX_K2 64 /* the most blocks in a group that Tree() takes (sum_tree.GROUP: 32) */

/* The shift for a division by d: log2(d) where d is a power of two, else -1. */
int agl_shift_of(int64_t d);

void agl_tree_refresh(agl_tree *t, int64_t lo, int64_t hi);
/* leaves[idx[i]] = val[i] for indices already checked to be in [0, n_blocks * k). */
void agl_tree_write(agl_tree *t, const int64_t *idx, const float *val, int64_t n);
void agl_tree_find(agl_tree *t, double *x, int64_t n, int64_t limit, int scale, int64_t *out);
void agl_tree_sample(agl_tree *t, double *frac, int64_t n, int64_t size, int64_t *out_idx,
                     float *out_ratio, const char *rows, int64_t row_bytes, char *out_rows);

/* The n-step rows of p windows (nstep_rows.py states the rule). */
typedef struct {
    char *out;
    int64_t in_bytes, out_bytes, n_envs, n, rew_off, ns_off, f64;
    int64_t nd;
    const int64_t *d_offs, *d_widths, *d_float;
    int64_t nc;
    const int64_t *c_offs, *c_widths;
    const void *disc;
} agl_nstep;

void agl_nstep_rows(const agl_nstep *t, const char *arena, int64_t s0, int64_t p);

#endif
