// The worked example of /demo: an input and what citation-core gives for it offline (live fields,
// APA). tests/integration/demo-example.test.ts repairs the input and checks every "after" text here.

export const DEMO_EXAMPLE = {
  paragraph: 'Transformers replaced recurrence in sequence models [1][1], building on earlier work in deep learning [3].',
  references: [
    '[1] A. Vaswani et al., “Attention is all you need,” in Advances in Neural Information Processing Systems, 2017, pp. 5998–6008.',
    '[2] K. He, X. Zhang, S. Ren, and J. Sun, “Deep residual learning for image recognition,” in Proc. IEEE CVPR, 2016, pp. 770–778.',
    '[3] Y. LeCun, Y. Bengio, and G. Hinton, “Deep learning,” Nature, vol. 521, no. 7553, pp. 436–444, 2015. https://doi.org/10.1038/nature14539',
    '[4] Vaswani A, Shazeer N, Parmar N, et al. Attention is all you need. NeurIPS 2017.',
  ],
  repaired: 'Transformers replaced recurrence in sequence models (Vaswani et al., 2017), building on earlier work in deep learning (LeCun et al., 2015).',
  counts: { citationsFound: 2, uniqueReferences: 2, duplicateRefsRemoved: 1, orphanedReferences: 1 },
  bibtex: `@inproceedings{vaswani2017,
  author = {Vaswani, A. and Shazeer, N. and Parmar, N. and others},
  title = {Attention is all you need},
  booktitle = {Advances in Neural Information Processing Systems},
  pages = {5998--6008},
  year = {2017},
}

@article{lecun2015,
  author = {LeCun, Y. and Bengio, Y. and Hinton, G.},
  title = {Deep learning},
  journal = {Nature},
  volume = {521},
  number = {7553},
  pages = {436--444},
  year = {2015},
  doi = {10.1038/nature14539},
}`,
} as const;
