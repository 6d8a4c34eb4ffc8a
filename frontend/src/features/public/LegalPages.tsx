import { BRAND } from '@recurso/core/brand';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

const UPDATED = '22/11/2026';

/** Terms of use: what the service is, what it is not, prices, payment, refunds, the user's duties. */
export function TermsPage() {
  return (
    <div className="container prose legal">
      <div className="page-head">
        <h1>Termos de Uso</h1>
        <p className="muted">Última atualização: {UPDATED}</p>
      </div>
      <p>
        Estes termos regem o uso do site e dos serviços da {BRAND.companyName} ({BRAND.taxNumber}),{' '}
        {BRAND.tagline}, com sede em {BRAND.address}. Ao criar uma conta você declara que leu e aceita estes
        termos e a nossa <Link to={paths.privacy}>Política de Privacidade</Link>.
      </p>
      <h2>1. O que oferecemos</h2>
      <p>
        Preparamos o texto de recursos administrativos contra multas de trânsito (defesa prévia e recursos à
        JARI ou ao CETRAN) e contra processos de suspensão do direito de dirigir, a partir dos documentos e
        das informações que você envia. Entregamos o recurso em PDF.{' '}
        <strong>Você assina e protocola o recurso</strong> no órgão indicado na notificação; não representamos
        você perante o órgão de trânsito e não somos escritório de advocacia.
      </p>
      <h2>2. Sem promessa de resultado</h2>
      <p>
        A decisão sobre o recurso é exclusiva do órgão julgador. Os números de aprovação divulgados no site
        refletem o histórico de clientes e não garantem o resultado do seu caso.
      </p>
      <h2>3. Suas responsabilidades</h2>
      <ul>
        <li>Informar dados verdadeiros e enviar documentos que você tem o direito de usar.</li>
        <li>Revisar o texto antes de protocolar e completar os campos marcados como “[preencher: ...]”.</li>
        <li>
          Cumprir os prazos indicados na notificação; o prazo corre independentemente do uso do serviço.
        </li>
        <li>Manter sua senha em sigilo; você responde pelo uso da sua conta.</li>
      </ul>
      <h2>4. Preços e pagamento</h2>
      <p>
        Recurso de multa: R$ 29,90. Recurso de suspensão de CNH: R$ 499,90. O valor é mostrado antes do
        pagamento, que é feito por PIX ou cartão de crédito no ambiente do Asaas, nosso intermediador de
        pagamentos. O PDF é liberado após a confirmação do pagamento.
      </p>
      <h2>5. Arrependimento e reembolso</h2>
      <p>
        Você pode desistir em até 7 dias da compra (art. 49 do Código de Defesa do Consumidor) pelo e-mail{' '}
        <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>. Se o PDF ainda não tiver sido baixado, o
        reembolso é integral. Estornos e contestações de cartão revogam o acesso ao documento.
      </p>
      <h2>6. Conta</h2>
      <p>
        Podemos bloquear contas usadas para fraude, para enviar conteúdo ilícito ou para violar estes termos.
        Você pode pedir a exclusão da sua conta a qualquer momento, como explica a Política de Privacidade.
      </p>
      <h2>7. Foro e contato</h2>
      <p>
        Aplica-se a lei brasileira. Fica eleito o foro do domicílio do consumidor. Dúvidas: {BRAND.email} ou{' '}
        {BRAND.phone} ({BRAND.hours.toLowerCase()}).
      </p>
    </div>
  );
}

/** Privacy policy under the LGPD (Lei 13.709/2018): what is stored, why, for how long, and how to delete it. */
export function PrivacyPage() {
  return (
    <div className="container prose legal">
      <div className="page-head">
        <h1>Política de Privacidade</h1>
        <p className="muted">Última atualização: {UPDATED}</p>
      </div>
      <p>
        A {BRAND.companyName} ({BRAND.taxNumber}) é a controladora dos dados pessoais tratados neste site, nos
        termos da Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018). Esta política explica quais dados
        tratamos, por quê, por quanto tempo e como você exerce seus direitos.
      </p>
      <h2>1. Dados que tratamos</h2>
      <ul>
        <li>
          <strong>Conta:</strong> e-mail, senha (guardada apenas como hash irreversível) e, se você entrar com
          o Google, o identificador da sua conta Google.
        </li>
        <li>
          <strong>Recursos:</strong> os documentos que você envia (notificações, CNH, CRLV), os dados
          digitados (nome, CPF, endereço, CNH, placa, dados da infração), a sua versão dos fatos, o texto
          gerado e o PDF.
        </li>
        <li>
          <strong>Pagamentos:</strong> nome e CPF do pagador, valor, forma de pagamento e situação da
          cobrança. Os dados do cartão são digitados no ambiente do Asaas e nunca passam pelos nossos
          servidores.
        </li>
        <li>
          <strong>Contato:</strong> nome, e-mail e o conteúdo das mensagens que você nos envia.
        </li>
        <li>
          <strong>Registros técnicos:</strong> data e hora de acesso e endereço IP, guardados por 6 meses
          (Marco Civil da Internet, art. 15).
        </li>
      </ul>
      <h2>2. Para que usamos e com qual base legal</h2>
      <ul>
        <li>Redigir, entregar e permitir o download do seu recurso — execução de contrato (art. 7º, V).</li>
        <li>Cobrar e emitir documentos fiscais — cumprimento de obrigação legal (art. 7º, II).</li>
        <li>Segurança da conta e prevenção a fraudes — legítimo interesse (art. 7º, IX).</li>
        <li>Responder às suas mensagens — execução de contrato ou procedimentos preliminares.</li>
      </ul>
      <p>Não vendemos seus dados e não os usamos para publicidade.</p>
      <h2>3. Por quanto tempo guardamos</h2>
      <ul>
        <li>
          <strong>Documentos enviados</strong> (notificações, CNH, CRLV e demais arquivos): guardados até 90
          dias depois do encerramento do recurso e então apagados automaticamente.
        </li>
        <li>
          <strong>Dados da conta</strong> e histórico de recursos: enquanto a conta existir, até que você peça
          a exclusão.
        </li>
        <li>
          <strong>Registros de pagamento:</strong> 5 anos, como exige a legislação tributária, guardando
          apenas o necessário para fins fiscais (valor, data, identificação da cobrança), sem os demais dados
          pessoais.
        </li>
        <li>
          <strong>Mensagens de contato:</strong> até 1 ano depois da resposta.
        </li>
      </ul>
      <h2>4. Com quem compartilhamos</h2>
      <ul>
        <li>
          <strong>Amazon Web Services (AWS):</strong> hospedagem, banco de dados e armazenamento dos arquivos,
          na região do Brasil (São Paulo); a leitura dos documentos e a redação do texto por inteligência
          artificial (Amazon Bedrock) podem ser processadas na região da AWS em que o serviço está disponível,
          com as garantias contratuais do art. 33 da LGPD.
        </li>
        <li>
          <strong>Asaas Gestão Financeira:</strong> processamento dos pagamentos por PIX e cartão.
        </li>
        <li>Autoridades, quando houver obrigação legal ou ordem judicial.</li>
      </ul>
      <h2>5. Seus direitos</h2>
      <p>
        Você pode pedir confirmação e acesso aos seus dados, correção, portabilidade, informação sobre
        compartilhamento, e a exclusão dos dados tratados com o seu consentimento (art. 18 da LGPD).
      </p>
      <h2>6. Como apagar sua conta e seus dados</h2>
      <p>
        Na área do cliente, em <strong>Minha Conta</strong>, você baixa uma cópia de todos os seus dados e
        exclui a conta na hora, confirmando com a sua senha. Se preferir, envie um e-mail para{' '}
        <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> a partir do endereço cadastrado, com o assunto
        “Excluir minha conta”, ou use o <Link to={paths.contact}>formulário de contato</Link>; respondemos em
        até 15 dias. A exclusão apaga a conta, os recursos e os documentos; mantemos apenas os registros de
        pagamento pelo prazo legal descrito acima.
      </p>
      <h2>7. Segurança</h2>
      <p>
        Os dados trafegam com criptografia (HTTPS) e ficam criptografados em repouso. Os arquivos ficam em
        armazenamento privado, acessível apenas por links temporários. O acesso interno é restrito à equipe
        que precisa dele para atender você.
      </p>
      <h2>8. Encarregado (DPO)</h2>
      <p>
        Fale com o nosso encarregado pelo e-mail {BRAND.email}. Você também pode reclamar à Autoridade
        Nacional de Proteção de Dados (ANPD).
      </p>
    </div>
  );
}
