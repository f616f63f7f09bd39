/* agilerl._ckernels: the CPU kernels of the replay buffers and spec validation's copy of
   exact JSON data (exact.c), as one CPython extension module built by the package build
   (setup.py).

   Tensors are passed as their data pointers (Tensor.data_ptr(), Python ints) by the
   private modules of the package that own them (_native_tree.py, nstep_rows.py); the
   callers keep those tensors alive and of the stated sizes. Memory a user passed in
   (indices, priorities) is read exactly once, into memory of ours, before it is checked:
   a racing writer can make the values wrong, never the reads or writes out of range.
   Every call keeps the GIL (they take microseconds). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"

/* Parse nargs == want integer arguments into out; 0 with an exception on failure. */
static int ints(PyObject *const *args, Py_ssize_t nargs, Py_ssize_t want, long long *out,
                const char *sig) {
    if (nargs != want) {
        PyErr_Format(PyExc_TypeError, "%s: expected %zd arguments, got %zd", sig, want, nargs);
        return 0;
    }
    for (Py_ssize_t i = 0; i < want; i++) {
        out[i] = PyLong_AsLongLong(args[i]);
        if (out[i] == -1 && PyErr_Occurred()) return 0;
    }
    return 1;
}

#define PTR(v) ((void *)(intptr_t)(v))

/* ------------------------------------------------------------------ the sum tree */

typedef struct {
    PyObject_HEAD
    agl_tree t;
    int64_t n_leaves;
} TreeObject;

static int tree_init(PyObject *self, PyObject *args, PyObject *kw) {
    TreeObject *o = (TreeObject *)self;
    long long p[6], k, k2, nb, ng;
    if (kw && PyDict_GET_SIZE(kw)) {
        PyErr_SetString(PyExc_TypeError, "Tree() takes positional arguments only");
        return -1;
    }
    if (!PyArg_ParseTuple(args, "LLLLLLLLLL:Tree", &p[0], &p[1], &p[2], &p[3], &p[4], &p[5],
                          &k, &k2, &nb, &ng))
        return -1;
    for (int i = 0; i < 6; i++)
        if (!p[i]) {
            PyErr_SetString(PyExc_ValueError, "Tree: a null data pointer");
            return -1;
        }
    if (k < 1 || k2 < 1 || k2 > AGL_MAX_K2 || nb < 1 || ng != (nb + k2 - 1) / k2) {
        PyErr_SetString(PyExc_ValueError, "Tree: inconsistent sizes");
        return -1;
    }
    o->t.leaves = (float *)PTR(p[0]);
    o->t.bsum = (double *)PTR(p[1]);
    o->t.bmin = (float *)PTR(p[2]);
    o->t.gsum = (double *)PTR(p[3]);
    o->t.gmin = (float *)PTR(p[4]);
    o->t.pre = (double *)PTR(p[5]);
    o->t.k = k;
    o->t.k2 = k2;
    o->t.n_blocks = nb;
    o->t.n_groups = ng;
    o->t.kshift = agl_shift_of(k);
    o->t.k2shift = agl_shift_of(k2);
    o->n_leaves = nb * k;
    return 0;
}

/* refresh(lo, hi): recompute blocks [lo, hi) and their groups from the leaves. */
static PyObject *tree_refresh(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    TreeObject *o = (TreeObject *)self;
    long long a[2];
    if (!ints(args, nargs, 2, a, "refresh(lo, hi)")) return NULL;
    if (a[0] < 0 || a[1] > o->t.n_blocks) {
        PyErr_SetString(PyExc_IndexError, "refresh: blocks out of range");
        return NULL;
    }
    agl_tree_refresh(&o->t, a[0], a[1]);
    Py_RETURN_NONE;
}

/* write(idx, val, n, hi) -> 0, or 1 (an index outside [0, hi), nothing written): the
   n int64 indices and float32 values are copied first, then checked, then written. */
static PyObject *tree_write(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    TreeObject *o = (TreeObject *)self;
    long long a[4];
    if (!ints(args, nargs, 4, a, "write(idx, val, n, hi)")) return NULL;
    long long n = a[2], hi = a[3] < o->n_leaves ? a[3] : o->n_leaves;
    if (n <= 0) return PyLong_FromLong(0);
    if (!a[0] || !a[1]) {
        PyErr_SetString(PyExc_ValueError, "write: a null data pointer");
        return NULL;
    }
    int64_t *idx = (int64_t *)malloc((size_t)n * (sizeof(int64_t) + sizeof(float)));
    if (!idx) return PyErr_NoMemory();
    float *val = (float *)(idx + n);
    memcpy(idx, PTR(a[0]), (size_t)n * sizeof(int64_t));
    memcpy(val, PTR(a[1]), (size_t)n * sizeof(float));
    int bad = 0;
    for (long long i = 0; i < n; i++) bad |= !(idx[i] >= 0 && idx[i] < hi);
    if (!bad) agl_tree_write(&o->t, idx, val, n);
    free(idx);
    return PyLong_FromLong(bad);
}

/* check(idx, raw, n, size, eps, val_out) -> (code, largest raw): reads each of the n int64
   indices and float32 raw priorities once, the priorities into val_out (raised to eps);
   code 1: an index outside [0, size); 2: a priority not finite and >= 0. The indices are
   not kept: the write that follows copies them again and checks them against size. */
static PyObject *tree_check(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    TreeObject *o = (TreeObject *)self;
    long long a[6];
    if (nargs != 6) return (void)ints(args, nargs, 6, a, "check(...)"), NULL;
    double eps_d = PyFloat_AsDouble(args[4]);
    if (eps_d == -1.0 && PyErr_Occurred()) return NULL;
    for (int i = 0; i < 6; i++) {
        if (i == 4) continue;
        a[i] = PyLong_AsLongLong(args[i]);
        if (a[i] == -1 && PyErr_Occurred()) return NULL;
    }
    long long n = a[2], size = a[3] < o->n_leaves ? a[3] : o->n_leaves;
    if (n > 0 && (!a[0] || !a[1] || !a[5])) {
        PyErr_SetString(PyExc_ValueError, "check: a null data pointer");
        return NULL;
    }
    const int64_t *idx = (const int64_t *)PTR(a[0]);
    const float *raw = (const float *)PTR(a[1]);
    float *vo = (float *)PTR(a[5]), eps = (float)eps_d, vmax = -INFINITY;
    int bad_i = 0, bad_p = 0;
    for (long long i = 0; i < n; i++) {
        int64_t j = idx[i];
        float v = raw[i];
        bad_i |= !(j >= 0 && j < size);
        bad_p |= !(v >= 0.0f && v < INFINITY);
        vmax = v > vmax ? v : vmax;
        vo[i] = v < eps ? eps : v;
    }
    return Py_BuildValue("(id)", bad_i ? 1 : (bad_p ? 2 : 0), (double)vmax);
}

/* find(x, n, limit, scale, out): the leaf of each float64 target (x is scratch; with
   scale, targets are fractions of the total), clamped to limit. */
static PyObject *tree_find(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    TreeObject *o = (TreeObject *)self;
    long long a[5];
    if (!ints(args, nargs, 5, a, "find(x, n, limit, scale, out)")) return NULL;
    if (a[2] < 0 || a[2] >= o->n_leaves || a[1] < 0 || (a[1] && (!a[0] || !a[4]))) {
        PyErr_SetString(PyExc_ValueError, "find: bad arguments");
        return NULL;
    }
    agl_tree_find(&o->t, (double *)PTR(a[0]), a[1], a[2], a[3] != 0, (int64_t *)PTR(a[4]));
    Py_RETURN_NONE;
}

/* sample(u, n, size, idx_out, ratio_out, rows, row_bytes, rows_out): see tree.c. */
static PyObject *tree_sample(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    TreeObject *o = (TreeObject *)self;
    long long a[8];
    if (!ints(args, nargs, 8, a, "sample(u, n, size, idx, ratio, rows, width, out)"))
        return NULL;
    if (a[1] < 0 || a[2] < 1 || a[2] > o->n_leaves || (a[1] && (!a[0] || !a[3] || !a[4])) ||
        (a[1] && a[5] && (a[6] < 1 || !a[7]))) { /* no draws: empty outputs, null pointers */
        PyErr_SetString(PyExc_ValueError, "sample: bad arguments");
        return NULL;
    }
    agl_tree_sample(&o->t, (double *)PTR(a[0]), a[1], a[2], (int64_t *)PTR(a[3]),
                    (float *)PTR(a[4]), (const char *)PTR(a[5]), a[6], (char *)PTR(a[7]));
    Py_RETURN_NONE;
}

#define FAST(f) (PyCFunction)(void (*)(void))(f)

static PyMethodDef tree_methods[] = {
    {"refresh", FAST(tree_refresh), METH_FASTCALL, "refresh(lo, hi)"},
    {"write", FAST(tree_write), METH_FASTCALL, "write(idx, val, n, hi) -> 0 or 1"},
    {"check", FAST(tree_check), METH_FASTCALL, "check(...) -> (code, largest raw)"},
    {"find", FAST(tree_find), METH_FASTCALL, "find(x, n, limit, scale, out)"},
    {"sample", FAST(tree_sample), METH_FASTCALL, "sample(...)"},
    {NULL, NULL, 0, NULL}};

static PyTypeObject TreeType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "agilerl._ckernels.Tree",
    .tp_basicsize = sizeof(TreeObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Tree(leaves, bsum, bmin, gsum, gmin, pre, k, k2, n_blocks, n_groups)",
    .tp_methods = tree_methods,
    .tp_init = tree_init,
    .tp_new = PyType_GenericNew,
};

/* --------------------------------------------------------------- the n-step rows */

typedef struct {
    PyObject_HEAD
    agl_nstep c;
    int64_t *arrays; /* d_offs, d_widths, d_float (nd each), c_offs, c_widths (nc each) */
} NStepObject;

static int read_tuple(PyObject *t, int64_t *out, Py_ssize_t n) {
    for (Py_ssize_t i = 0; i < n; i++) {
        long long v = PyLong_AsLongLong(PyTuple_GET_ITEM(t, i));
        if (v == -1 && PyErr_Occurred()) return 0;
        out[i] = v;
    }
    return 1;
}

static int nstep_init(PyObject *self, PyObject *args, PyObject *kw) {
    NStepObject *o = (NStepObject *)self;
    long long out, in_b, out_b, envs, n, rew, ns, f64, disc;
    PyObject *d_offs, *d_widths, *d_float, *c_offs, *c_widths;
    if (kw && PyDict_GET_SIZE(kw)) {
        PyErr_SetString(PyExc_TypeError, "NStep() takes positional arguments only");
        return -1;
    }
    if (!PyArg_ParseTuple(args, "LLLLLLLLO!O!O!O!O!L:NStep", &out, &in_b, &out_b, &envs, &n,
                          &rew, &ns, &f64, &PyTuple_Type, &d_offs, &PyTuple_Type, &d_widths,
                          &PyTuple_Type, &d_float, &PyTuple_Type, &c_offs, &PyTuple_Type,
                          &c_widths, &disc))
        return -1;
    Py_ssize_t nd = PyTuple_GET_SIZE(d_offs), nc = PyTuple_GET_SIZE(c_offs);
    if (!out || !disc || n < 1 || envs < 1 || PyTuple_GET_SIZE(d_widths) != nd ||
        PyTuple_GET_SIZE(d_float) != nd || PyTuple_GET_SIZE(c_widths) != nc) {
        PyErr_SetString(PyExc_ValueError, "NStep: inconsistent arguments");
        return -1;
    }
    free(o->arrays);
    o->arrays = (int64_t *)calloc((size_t)(3 * nd + 2 * nc + 1), sizeof(int64_t));
    if (!o->arrays) {
        PyErr_NoMemory();
        return -1;
    }
    int64_t *a = o->arrays;
    if (!read_tuple(d_offs, a, nd) || !read_tuple(d_widths, a + nd, nd) ||
        !read_tuple(d_float, a + 2 * nd, nd) || !read_tuple(c_offs, a + 3 * nd, nc) ||
        !read_tuple(c_widths, a + 3 * nd + nc, nc))
        return -1;
    agl_nstep c = {(char *)PTR(out), in_b, out_b, envs, n, rew, ns, f64,
                   nd, a, a + nd, a + 2 * nd, nc, a + 3 * nd, a + 3 * nd + nc,
                   (const void *)PTR(disc)};
    o->c = c;
    return 0;
}

static void nstep_dealloc(PyObject *self) {
    free(((NStepObject *)self)->arrays);
    Py_TYPE(self)->tp_free(self);
}

/* run(arena, s0, p): the rows of the p windows starting at arena slot s0. */
static PyObject *nstep_run(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    NStepObject *o = (NStepObject *)self;
    long long a[3];
    if (!ints(args, nargs, 3, a, "run(arena, s0, p)")) return NULL;
    if (!o->arrays || !a[0] || a[1] < 0 || a[2] < 0) {
        PyErr_SetString(PyExc_ValueError, "run: bad arguments");
        return NULL;
    }
    agl_nstep_rows(&o->c, (const char *)PTR(a[0]), a[1], a[2]);
    Py_RETURN_NONE;
}

static PyMethodDef nstep_methods[] = {
    {"run", FAST(nstep_run), METH_FASTCALL, "run(arena, s0, p)"}, {NULL, NULL, 0, NULL}};

static PyTypeObject NStepType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "agilerl._ckernels.NStep",
    .tp_basicsize = sizeof(NStepObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "NStep(out, in_bytes, out_bytes, n_envs, n, rew_off, ns_off, f64, d_offs, "
              "d_widths, d_float, c_offs, c_widths, disc)",
    .tp_methods = nstep_methods,
    .tp_init = nstep_init,
    .tp_new = PyType_GenericNew,
    .tp_dealloc = nstep_dealloc,
};

/* ---------------------------------------------------------------------- the module */

#include "exact.h"
#include "scatter.h"

static PyMethodDef module_methods[] = {
    {"scatter", FAST(agl_scatter), METH_FASTCALL, "scatter(ctx, values, start, batch, key=None)"},
    {"meta", FAST(agl_meta), METH_FASTCALL, "meta(values, tensor_type, ndarray_type)"},
    {"exact_copy", FAST(agl_exact_copy), METH_FASTCALL,
     "exact_copy(value, levels, bound, values) -> a deep copy of exact JSON data, or None"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "agilerl._ckernels",
    .m_doc = "The CPU kernels of the replay buffers and the copy of exact JSON data (built by "
              "the package build).",
    .m_size = -1,
    .m_methods = module_methods,
};

PyMODINIT_FUNC PyInit__ckernels(void) {
    if (!agl_scatter_init() || PyType_Ready(&TreeType) < 0 || PyType_Ready(&NStepType) < 0 ||
        PyType_Ready(&agl_JudgedType) < 0 || PyType_Ready(&agl_FastValidateType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module_def);
    if (!m) return NULL;
    Py_INCREF(&TreeType);
    Py_INCREF(&NStepType);
    Py_INCREF(&agl_JudgedType);
    Py_INCREF(&agl_FastValidateType);
    if (PyModule_AddObject(m, "Tree", (PyObject *)&TreeType) < 0 ||
        PyModule_AddObject(m, "NStep", (PyObject *)&NStepType) < 0 ||
        PyModule_AddObject(m, "Judged", (PyObject *)&agl_JudgedType) < 0 ||
        PyModule_AddObject(m, "FastValidate", (PyObject *)&agl_FastValidateType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
